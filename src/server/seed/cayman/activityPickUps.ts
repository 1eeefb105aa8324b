// Which pick-ups can reach a stop in a sensible time; an empty list means every pick-up.
import { PUL } from './pickUpLocations';

/** The George Town cruise terminals and the Seven Mile Beach pick-up, all on the west coast. */
export const WEST_COAST = [PUL.royalWatler, PUL.northTerminal, PUL.sevenMileBeach];
/** Marinas on the western shore of the North Sound, behind Seven Mile Beach and West Bay. */
export const WEST_SOUND = [PUL.barcadere, PUL.camanaBay, PUL.safehaven, PUL.yachtClub, PUL.morgansHarbour];
/** Docks on the north coast at Kaibo and Rum Point. */
export const NORTH_SIDE = [PUL.kaibo, PUL.rumPoint];
/** Docks in the east: Colliers and the south coast at Bodden Town. */
export const EAST_SIDE = [PUL.morritts, PUL.boddenTown];

export const ALL_PICK_UPS: string[] = [];
export const EXCEPT_EAST = [...WEST_COAST, ...WEST_SOUND, ...NORTH_SIDE];
export const NORTH_SOUND_ONLY = [...WEST_SOUND, ...NORTH_SIDE];
