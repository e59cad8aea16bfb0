import { ShipmentLabels } from './components/ShipmentLabels';

/** /sendLabelList: the labels of a shipment the company sent. */
export default function SendLabelListPage() {
  return <ShipmentLabels side="sent" />;
}
