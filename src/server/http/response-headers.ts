/**
 * The response with its headers edited: in place when they may change, else on a copy (a
 * redirect's or a fetched response's headers are read-only).
 */
export function withEditedHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}
