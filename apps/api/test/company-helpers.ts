import type { FastifyInstance } from 'fastify';
import { call, uploadFile } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
let counter = 0;

/** Uploads a small image as the given user and returns its `/files/:id` URL. */
export async function uploadImage(app: FastifyInstance, token: string): Promise<string> {
  return (await uploadFile(app, { token }, 'licence.png', PNG)).json().data.url;
}

/** A unique 18-character registration number. */
export function registrationNo(): string {
  return `91${String(Date.now()).slice(-10)}${String(counter++).padStart(6, '0')}`;
}

export function companyBody(kind: string, licence: string, overrides: Record<string, unknown> = {}) {
  return {
    kind,
    name: `Test Company ${Date.now()}${counter++}`,
    countryId: 'CN',
    registrationNo: registrationNo(),
    legalRepresentative: 'Zhang San',
    contactName: 'Zhang San',
    contactPhone: '13900139000',
    address: '1 Test Road, Xiamen',
    licenceFiles: [licence],
    ...overrides,
  };
}

/** A company account that has created its company (to_be_reviewed). */
export async function companyWithProfile(
  app: FastifyInstance,
  token: string,
  kind = 'producer',
  overrides: Record<string, unknown> = {},
) {
  const licence = await uploadImage(app, token);
  const created = await call<{ id: string; status: string; name: string }>(app, {
    method: 'POST',
    url: '/companies',
    token,
    payload: companyBody(kind, licence, overrides),
  });
  if (created.body.code !== '200')
    throw new Error(`company creation failed: ${JSON.stringify(created.body)}`);
  return { ...created.body.data, licence };
}
