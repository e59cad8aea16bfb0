import { ShipmentList } from './components/ShipmentList';

/** /senderRecord: goods the company sent. */
export default function SentListPage() {
  return <ShipmentList side="sent" />;
}
