import { testBadPages } from '../support/bad-page-urls';

testBadPages(1);
