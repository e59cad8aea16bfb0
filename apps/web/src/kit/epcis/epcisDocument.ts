import { ROUTES } from '../../api/routes';

/** What an EPCIS document is asked for: a batch of either product line, a shipment seen from one side, or a label. */
export type EpcisTarget =
  | { of: 'batch'; line: 'main' | 'panda'; id: string; batchNo: string }
  | { of: 'shipment'; side: 'sent' | 'received'; id: string; shipmentNo: string }
  | { of: 'label'; excode: string };

type DocumentRoute = (typeof ROUTES.epcis)[
  | 'batchDocument'
  | 'pandaBatchDocument'
  | 'sentShipmentDocument'
  | 'receivedShipmentDocument'
  | 'labelDocument'];

/** The route, its parameters and the file name of a target's document. */
export interface EpcisDocument {
  route: DocumentRoute;
  params: { id: string } | { excode: string };
  /** The name the server gives the file in its content-disposition. */
  filename: string;
}

/** Which route streams a target's document, and what the saved file is called. */
export function epcisDocument(target: EpcisTarget): EpcisDocument {
  switch (target.of) {
    case 'batch':
      return {
        route: target.line === 'panda' ? ROUTES.epcis.pandaBatchDocument : ROUTES.epcis.batchDocument,
        params: { id: target.id },
        filename: `epcis-batch-${target.batchNo}.jsonld`,
      };
    case 'shipment':
      return {
        route:
          target.side === 'sent' ? ROUTES.epcis.sentShipmentDocument : ROUTES.epcis.receivedShipmentDocument,
        params: { id: target.id },
        filename: `epcis-shipment-${target.shipmentNo}.jsonld`,
      };
    case 'label':
      return {
        route: ROUTES.epcis.labelDocument,
        params: { excode: target.excode },
        filename: `epcis-label-${target.excode}.jsonld`,
      };
  }
}
