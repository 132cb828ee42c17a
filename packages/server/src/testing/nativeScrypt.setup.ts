// The contract suite hashes passwords as the server does: node:crypto's scrypt, at the same cost.
import { hashPasswordsWith } from '@courier/api/testing';
import { nodeScrypt } from '../scrypt';

hashPasswordsWith(nodeScrypt);
