import { ShipmentList } from './components/ShipmentList';

/** /takerRecord: goods sent to the company. */
export default function ReceivedListPage() {
  return <ShipmentList side="received" />;
}
