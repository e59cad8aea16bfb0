import { BIRD_HOUSE_NOUN } from '@trace/contracts';
import { birdHouses } from '@trace/db';
import type { Reviewable } from '../../lib/review';

/** Bird houses as the shared review engine serves them. */
export const birdHouseReview: Reviewable = {
  type: 'bird_house',
  noun: BIRD_HOUSE_NOUN,
  table: birdHouses,
  id: birdHouses.id,
  status: birdHouses.reviewStatus,
  corpId: birdHouses.corpId,
  titleOf: (row) => String(row.name ?? ''),
};
