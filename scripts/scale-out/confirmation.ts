// A new account logs in once the link e-mailed by the API confirms it; the sandbox keeps its
// e-mails in an outbox the scale-out check reads, as a shopper would read their inbox.

/** The link of the newest confirmation e-mail the sandbox sent to `email`. */
export async function confirmationLink(sandboxUrl: string, email: string): Promise<URL> {
  const query = new URLSearchParams({ channel: 'email', to: email });
  const response = await fetch(`${sandboxUrl}/__sandbox/outbox?${query}`);
  const { data } = (await response.json()) as { data: { template: string; payload: { link?: string } }[] };
  const link = data.find((message) => message.template === 'registration_confirm')?.payload.link;
  if (!link) throw new Error(`Registering ${email}: the sandbox e-mailed no confirmation link.`);
  return new URL(link);
}
