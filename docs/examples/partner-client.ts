/**
 * A partner's client of the traceability platform, typed from the partner API's OpenAPI document
 * (docs/partner-api.json -> partner-api.d.ts with openapi-typescript; calls with openapi-fetch).
 *
 *   TRACE_URL=https://trace.example.com TRACE_KEY=tr_... npx tsx docs/examples/partner-client.ts
 */
import createClient from 'openapi-fetch';
import type { paths } from './partner-api';

export function partnerClient(baseUrl: string, key: string) {
  return createClient<paths>({ baseUrl, headers: { 'X-Api-Key': key } });
}

type Client = ReturnType<typeof partnerClient>;

/** What the key may do now: its scopes, its limits and the companies that granted it access. */
export async function whoAmI(client: Client) {
  const { data, error, response } = await client.GET('/partner/v1/me');
  if (error) throw new Error(`${response.status}: ${error.msg}`);
  console.log(
    `Limit ${response.headers.get('ratelimit-remaining')}/${response.headers.get('ratelimit-limit')} calls this minute`,
  );
  return data.data;
}

/** Asks a company (by its registration number) for read access to its batches and EPCIS events. */
export async function askForAccess(client: Client, registrationNo: string, until: Date) {
  const { data, error } = await client.POST('/partner/v1/access-requests', {
    body: {
      registrationNo,
      resources: ['batches', 'events'],
      reason: 'Show our shoppers where their product comes from',
      validUntil: until.toISOString(),
    },
  });
  if (error) throw new Error(error.msg);
  return data.data;
}

// Run as a script: print the key's grants.
if (import.meta.url === `file://${process.argv[1]}`) {
  const client = partnerClient(process.env.TRACE_URL ?? 'http://localhost:3000', process.env.TRACE_KEY ?? '');
  const me = await whoAmI(client);
  for (const grant of me.grants)
    console.log(`${grant.corpName}: ${grant.resources.join(', ')} until ${grant.until}`);
}
