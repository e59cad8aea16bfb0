import { routeUrl } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../api/routes';
import { epcisDocument } from './epcisDocument';

const address = (target: Parameters<typeof epcisDocument>[0]) => {
  const { route, params } = epcisDocument(target);
  return routeUrl(route, params);
};

describe('EPCIS documents', () => {
  it("ask each product line's own batch route, named as the server names the file", () => {
    expect(address({ of: 'batch', line: 'main', id: 'b1', batchNo: 'PC-1' })).toBe('/batches/b1/epcis');
    expect(address({ of: 'batch', line: 'panda', id: 'b2', batchNo: 'PC-2' })).toBe(
      '/panda-batches/b2/epcis',
    );
    expect(epcisDocument({ of: 'batch', line: 'panda', id: 'b2', batchNo: 'PC-2' }).filename).toBe(
      'epcis-batch-PC-2.jsonld',
    );
  });

  it('ask the side of a shipment the person stands on', () => {
    const sent = epcisDocument({ of: 'shipment', side: 'sent', id: 's1', shipmentNo: 'FH-9' });
    expect(sent.route).toBe(ROUTES.epcis.sentShipmentDocument);
    expect(address({ of: 'shipment', side: 'received', id: 's1', shipmentNo: 'FH-9' })).toBe(
      '/shipments/received/s1/epcis',
    );
    expect(sent.filename).toBe('epcis-shipment-FH-9.jsonld');
  });

  it("ask a label's document by its code, under the label search page's access", () => {
    const label = epcisDocument({ of: 'label', excode: '1000000000000042' });
    expect(address({ of: 'label', excode: '1000000000000042' })).toBe('/labels/1000000000000042/epcis');
    expect(label.route.access).toBe(ROUTES.labels.search.access);
    expect(label.filename).toBe('epcis-label-1000000000000042.jsonld');
  });
});
