/** Customers brought in from the company's CSV: one call for many, each checked as a new customer is. */
import {
  customerInput,
  customerKeys,
  repeatedRows,
  writeRoles,
  type CustomerImportResult,
  type CustomerInput,
} from '@courier/domain';
import { audit } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { checkImport } from '../../http/imports';
import { holdCustomerNumbers, newCustomer } from './masterData';

/**
 * What the data says against rows that passed the schema: a home office that does not exist, an
 * e-mail address or tax number another customer has (`taken`), or one an earlier row of the
 * import has (`duplicate`). A duplicate is said, never merged: the file's sender decides.
 */
async function customerProblems(api: Api, rows: readonly { value: CustomerInput }[]) {
  // First, as a single create does: no other customer is made between this check and the write.
  await holdCustomerNumbers(api);
  const keys = rows.map((r) => customerKeys(r.value));
  const officeIds = [...new Set(rows.map((r) => r.value.homeOfficeId))];
  const offices = new Set((await api.store.table('offices').all([{ field: 'id', in: officeIds }])).map((o) => o.id));
  // Existing addresses are matched as they were kept and in lower case (an import keeps them so).
  const emails = [...new Set(rows.flatMap((r, i) => [r.value.email, keys[i]!.email]))];
  const taxNumbers = [...new Set(keys.flatMap((k) => (k.taxNumber ? [k.taxNumber] : [])))];
  const existing = (
    await api.store.table('customers').all([
      {
        any: [
          { field: 'email', in: emails },
          { field: 'taxNumber', in: taxNumbers },
        ],
      },
    ])
  ).map(customerKeys);
  const takenEmails = new Set(existing.map((k) => k.email));
  const takenTaxNumbers = new Set(existing.flatMap((k) => (k.taxNumber ? [k.taxNumber] : [])));
  const problems = rows.map((r, i) => {
    const fields: Record<string, string> = {};
    if (!offices.has(r.value.homeOfficeId)) fields.homeOfficeId = 'not_found';
    if (takenEmails.has(keys[i]!.email)) fields.email = 'taken';
    if (keys[i]!.taxNumber && takenTaxNumbers.has(keys[i]!.taxNumber)) fields.taxNumber = 'taken';
    return fields;
  });
  const repeated = repeatedRows(
    keys.map((k, i) => (Object.keys(problems[i]!).length ? null : k)),
    (k) => k,
  );
  return problems.map((fields, i) => ({ ...fields, ...repeated.get(i) }));
}

/**
 * POST api/v1/customers/import: up to 10 000 new customers (rows as CustomerInput) in the modes of
 * every import (../../http/imports.ts), for the roles that create customers. The valid rows are
 * numbered as one block of the customer sequence and written in one transaction with one audit row.
 */
async function importCustomers(api: Api, request: Request): Promise<CustomerImportResult> {
  const user = await api.userWithRole(request, writeRoles.customers.create);
  const { valid, rejected } = await checkImport(
    request,
    customerInput,
    (rows) => customerProblems(api, rows),
    'imported',
  );
  if (!valid.length) return { created: [], rejected };
  const last = await api.store.next('customer', valid.length);
  const at = api.nowIso();
  const customers = valid.map(({ value }, i) => newCustomer(last - valid.length + 1 + i, value, at));
  await api.store.table('customers').insertMany(customers);
  const [first, final] = [customers[0]!, customers.at(-1)!];
  await audit(api, request, user, {
    action: 'customers.imported',
    recordType: 'customer',
    recordId: customers.length === 1 ? first.id : `${first.id}…${final.id}`,
    recordLabel: `${first.code} – ${final.code} (${customers.length})`,
  });
  return {
    created: customers.map((c, i) => ({ row: valid[i]!.row, id: c.id, code: c.code })),
    rejected,
  };
}

export const customerImportHandlers = (api: Api) => [
  route(api, 'post', '/api/v1/customers/import', ({ request }) => importCustomers(api, request), { write: true }),
];
