import * as z from 'zod/mini';
// zod set up for the contract before any schema is built (jitless: see zod.ts).
import './zod.ts';

/** Laravel-style error body of every failed call (spec §8): `message`, and per-field `errors` on a 422. */
export const ApiErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Answer of the calls that only confirm (password send_reset, reset, change_password): a message to show. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;
