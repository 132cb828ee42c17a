// The contract suite of @courier/api on PGlite (the test project `contract-pglite`).
import { runContractSuiteOn } from '@courier/api/testing';
import { pgliteStore } from './sqlStores';

runContractSuiteOn(pgliteStore);
