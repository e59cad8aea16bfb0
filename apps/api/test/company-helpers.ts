import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { type BodyOf, callRoute, uploadFile } from './helpers';

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

/** A company profile as a company account sends it. */
export type CompanyForm = BodyOf<typeof ROUTES.companies.create>;

/** A valid company profile of the given kind; `overrides` change single fields. */
export function companyBody(
  kind: CompanyForm['kind'],
  licence: string,
  overrides: Partial<CompanyForm> = {},
): CompanyForm {
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
  kind: CompanyForm['kind'] = 'producer',
  overrides: Partial<CompanyForm> = {},
) {
  const licence = await uploadImage(app, token);
  const created = await callRoute(
    app,
    ROUTES.companies.create,
    { body: companyBody(kind, licence, overrides) },
    { token },
  );
  if (created.body.code !== '200')
    throw new Error(`company creation failed: ${JSON.stringify(created.body)}`);
  return { ...created.body.data, licence };
}
