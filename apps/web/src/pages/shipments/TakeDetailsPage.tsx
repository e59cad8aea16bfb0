import { ShipmentDetail } from './components/ShipmentDetail';

/** /takeDetails: one shipment sent to the company, with the receiver's steps. */
export default function TakeDetailsPage() {
  return <ShipmentDetail side="received" />;
}
