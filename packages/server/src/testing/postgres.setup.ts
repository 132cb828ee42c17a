// The contract suite of @courier/api on PostgreSQL (the test project `contract-postgres`, when DATABASE_URL is set).
import { runContractSuiteOn } from '@courier/api/testing';
import { postgresStore } from './sqlStores';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL names the PostgreSQL server the contract suite runs on');
runContractSuiteOn(postgresStore(url));
