import { ShipmentDetail } from './components/ShipmentDetail';

/** /sendDetails: one shipment the company sent. */
export default function SendDetailsPage() {
  return <ShipmentDetail side="sent" />;
}
