/** The top bar's search in the OpenAPI document (handlers/core/search.ts). */
import { z } from 'zod';
import * as d from '@courier/domain';
import { bodySchema, errorResponses, jsonContent, toSchema } from './openapi.parts';
import { searchBody, searchGroupSize } from './handlers/core/search';

export const searchPaths = () => ({
  '/api/common/search': {
    post: {
      operationId: 'search',
      tags: ['Shell'],
      summary: 'Search the top bar',
      description: [
        'The core spec’s search, from 2 characters (shorter text answers `[]`). Its result sets are the spec’s `contacts` (customers), `pages` (the navigation’s pages) and `tasks`, and, added here, the network’s records each in a set of its own, in this order: `parcels`, `complaints`, `contacts`, `offices`, `drivers`, `trucks`, `trips`, `pages`, `tasks`; an empty set is left out.',
        `A record set holds the newest ${searchGroupSize} records found (by id), without a count of the rest; each has a \`title\` (a tracking number, a code, a name, a plate), a \`subtitle\` that tells it from its like (who sends a parcel to whom, its city and reference; a complaint’s subject; an office’s district and city; a driver’s employee number and home office; a truck’s make, model and home office; a trip’s stops), and \`status\` (the record’s status code, or null). A contact and a page may carry a \`subtitle\` too (a customer’s code and city; the menu group of a page under one).`,
        'What is found: parcels by tracking number (or part of it), reference, sender’s and receiver’s name and phone; complaints by code and subject; customers by code, name, company name, e-mail and phone; offices by code, name and city; drivers by employee number, name and phone; trucks by plate (with or without its spaces), make and model; trips by code. Letters are compared on their base letter in either case (Turkish letters and the common accents: "ahmet cetin" finds "Ahmet Çetin", "istanbul" finds "İstanbul"); each word of the query must be found (at most six count). A query written as a phone number (digits, spaces, `+`, brackets, dashes) also finds by the number’s digits: "+90 532 123 45 67", "0532 123 45 67" and "532 123 4567" find the same parcels.',
        'Each set is within the caller’s reach: only the sets of the modules the role opens (parcels for admin, manager, dispatcher, clerk and support; complaints for admin, manager, clerk and support; customers for admin, manager, clerk, support and finance; offices, drivers and trucks for admin, manager and dispatcher; trips for those and a driver, his own), and within its scope: a clerk finds his office’s parcels, and another office’s only by its exact tracking number (linked by that number, `/secure/parcels/tracking/{trackingNumber}`, whose opening the audit log keeps).',
      ].join('\n\n'),
      requestBody: { required: true, ...jsonContent(bodySchema(searchBody)) },
      responses: {
        200: { description: 'The result sets', ...jsonContent(toSchema(z.array(d.searchResultSet), 'output')) },
        ...errorResponses(400, 401, 413, 422),
      },
    },
  },
});
