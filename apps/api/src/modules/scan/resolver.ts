import type { LookupResult } from '@trace/contracts';
import {
  buildLinkset,
  type DigitalLink,
  digitalLinkPath,
  GS1_LINK_TYPES,
  type Gs1LinkType,
  isValidLabelCode,
  type LinkTarget,
  parseDigitalLinkPath,
} from '@trace/core';
import { productCoverage } from '@trace/db/cert-coverage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/errors';
import { statusPageUrl } from '../certification/certificates/pdf';
import { peekLabel } from './service';

/**
 * The GS1-Conformant resolver at `/01/…` (decision 0025). It records nothing: the scan page it sends
 * people to records the scan.
 */

const LINKSET_TYPE = 'application/linkset+json';
const PAGE_LANGUAGES = ['zh', 'en', 'fr'];
/** GS1 vocabulary namespaces a `linkType` may be written in, besides the `gs1:` prefix. */
const GS1_NAMESPACES = ['https://gs1.org/voc/', 'http://gs1.org/voc/', 'https://ref.gs1.org/voc/'];

/** What `linkType` asks for: the linkset, one GS1 link type, or a type this resolver does not know. */
type Wanted = { kind: 'linkset' } | { kind: 'link'; type: Gs1LinkType } | { kind: 'unknown' };

function wantedOf(request: FastifyRequest): Wanted {
  const query = request.query as Record<string, unknown>;
  const linkType = typeof query.linkType === 'string' ? query.linkType : undefined;
  if (linkType === 'linkset' || linkType === 'all') return { kind: 'linkset' };
  if (linkType === undefined) {
    const accept = request.headers.accept ?? '';
    return accept.includes(LINKSET_TYPE) ? { kind: 'linkset' } : { kind: 'link', type: 'defaultLink' };
  }
  const prefix = ['gs1:', ...GS1_NAMESPACES].find((namespace) => linkType.startsWith(namespace));
  const name = prefix ? linkType.slice(prefix.length) : '';
  return Object.hasOwn(GS1_LINK_TYPES, name)
    ? { kind: 'link', type: name as Gs1LinkType }
    : { kind: 'unknown' };
}

/** The public origin without a trailing slash. */
export const originOf = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

interface Item {
  excode: string;
  result: LookupResult;
  productId: string | null;
  productName: string | null;
}

/**
 * The links offered for an item. The default link is the short scan page: the page at the Digital
 * Link's own address would be the resolver again.
 */
async function linksOf(app: FastifyInstance, base: string, item: Item) {
  const page = `${base}/s/${item.excode}`;
  const title = item.productName ?? item.excode;
  const links: Partial<Record<Gs1LinkType, LinkTarget[]>> = { defaultLink: [{ href: page, title }] };
  if (item.result !== 'valid') return links;
  const html = { type: 'text/html', hreflang: PAGE_LANGUAGES };
  links.pip = [{ href: page, title, ...html }];
  links.traceability = [{ href: `${page}#traceability`, title, ...html }];
  links.verificationService = [
    { href: `${base}/scan/labels/${item.excode}/verify`, title, type: 'application/json' },
  ];
  links.epcis = [{ href: `${base}/scan/labels/${item.excode}/events`, title, type: 'application/ld+json' }];
  // Only a certificate in force (effective or reduced, within its validity) certifies the item.
  const certificate = item.productId ? (await productCoverage(app.db, item.productId)).inForce : null;
  if (certificate) {
    links.certificationInfo = [
      {
        href: statusPageUrl(base, certificate.certNo),
        title: `${certificate.scheme.toUpperCase()} ${certificate.certNo}`,
        ...html,
      },
    ];
  }
  return links;
}

/** The item a Digital Link names: 400 when malformed, 404 when no label matches, 410 when void. */
async function itemOf(app: FastifyInstance, link: DigitalLink): Promise<Item> {
  const excode = link.serial;
  if (excode === undefined) throw new AppError(404, 'scan.link.missingSerial');
  if (!isValidLabelCode(excode)) throw new AppError(404, 'scan.link.notFound');
  const { label, result, productName } = await peekLabel(app.sql, excode, link);
  if (result === 'unknown') throw new AppError(404, 'scan.link.notFound');
  if (result === 'void') throw new AppError(410, 'scan.link.void');
  return { excode, result, productId: label.productId, productName };
}

/** A target on our own origin is sent as a path, so the client stays on the origin it came by. */
function locationOf(href: string, base: string, query: string): string {
  const target = href.startsWith(`${base}/`) ? href.slice(base.length) : href;
  if (!query) return target;
  const [beforeHash, hash] = target.split('#');
  return `${beforeHash}${beforeHash!.includes('?') ? '&' : '?'}${query}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Answers a Digital Link: a 307 to the link asked for (the default link when none), or the linkset.
 * Every answer names the linkset in a `Link` header (RFC 9264 §6).
 */
async function answer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const parsed = parseDigitalLinkPath(request.url);
  if (!parsed.ok) throw fieldError('path', `scan.link.${parsed.problem}`);
  const base = originOf(app.config.publicBaseUrl);
  const anchor = `${base}${digitalLinkPath(parsed.link)}`;
  reply.header('link', `<${anchor}?linkType=linkset>; rel="linkset"; type="${LINKSET_TYPE}"`);
  const item = await itemOf(app, parsed.link);
  const links = await linksOf(app, base, item);
  const wanted = wantedOf(request);
  if (wanted.kind === 'linkset') {
    return reply.header('content-type', LINKSET_TYPE).send(JSON.stringify(buildLinkset(anchor, links)));
  }
  const target = wanted.kind === 'link' ? links[wanted.type]?.[0] : undefined;
  if (!target) throw new AppError(404, 'scan.link.linkTypeNotOffered');
  // The resolver standard passes the query string on to the target (data attributes, context).
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  return reply.redirect(locationOf(target.href, base, query), 307);
}

/**
 * The resolver route. A browser that opens an address the resolver refuses gets the web client with
 * the refusal's status (the page explains it), never a 200; scripts get the error envelope.
 */
export async function resolve(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache').header('vary', 'Accept');
  try {
    return await answer(app, request, reply);
  } catch (error) {
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (!(error instanceof AppError) || !wantsPage || !app.config.webDist) throw error;
    if (typeof reply.sendFile !== 'function') throw error;
    return reply.code(error.statusCode).type('text/html; charset=utf-8').sendFile('index.html');
  }
}

/**
 * The resolver description file (GS1-Conformant Resolver standard, `/.well-known/gs1resolver`), with
 * the standard's field names only: validators of the description read nothing else.
 */
export function resolverDescription(publicBaseUrl: string) {
  return {
    name: 'Traceability platform GS1 Digital Link resolver',
    resolverRoot: originOf(publicBaseUrl),
    supportedPrimaryKeys: ['01'],
    supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
    // The plain address redirects to the scan page; the linkset is asked for explicitly.
    linkTypeDefaultCanBeLinkset: false,
    jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
  };
}
