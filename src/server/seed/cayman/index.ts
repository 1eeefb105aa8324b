// The demo catalogue as the tests and benches read it: the whole file, every list present.
import type { Catalogue } from '../../../domain/catalogue';
import { demoCatalogue } from '../demoCatalogue';

export const caymanCatalogue = demoCatalogue() as Catalogue;
