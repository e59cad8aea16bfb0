import { ShipmentLabels } from './components/ShipmentLabels';

/** /takeLabelList: the labels of a shipment sent to the company. */
export default function TakeLabelListPage() {
  return <ShipmentLabels side="received" />;
}
