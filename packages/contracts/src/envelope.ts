import { z } from 'zod';

/** Codes carried in the body; they match the HTTP status as a string. */
export const RESPONSE_CODES = [
  '200',
  '400',
  '401',
  '403',
  '404',
  '409',
  '413',
  '415',
  '422',
  '423',
  '429',
  '500',
  '503',
] as const;
export type ResponseCode = (typeof RESPONSE_CODES)[number];

export const ZFieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof ZFieldError>;

/** The body of every response: success only when HTTP 200 and `code === "200"`. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.string(),
    msg: z.string(),
    data,
  });
}

/** The body of a response as a type: `data` is the route's answer, `errors` the fields refused. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  errors?: FieldError[];
}

export const ZErrorEnvelope = z.object({
  code: z.enum(RESPONSE_CODES),
  msg: z.string(),
  data: z.null(),
  errors: z.array(ZFieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
