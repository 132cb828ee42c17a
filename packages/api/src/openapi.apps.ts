/**
 * The sample areas' calls added to spec 001 for working together (issue 63): the file store,
 * tasks assigned to colleagues and one's progress through the academy's courses. Spec 001's own
 * calls keep their paths and shapes; these are new.
 */
import { z } from 'zod';
import * as d from '@courier/domain';
import { bodySchema, errorResponses, jsonContent, toSchema } from './openapi.parts';

const idQuery = [{ name: 'id', in: 'query', required: true, schema: { type: 'string', maxLength: 100 } }];
const fileItem = () => toSchema(d.fileItem, 'output');
const limits = `A file holds at most ${d.fileLimits.maxBytes / 1024 / 1024} MB; one person's files together at most ${d.fileLimits.quotaBytes / 1024 / 1024} MB and ${d.fileLimits.maxItems} entries.`;
const kinds = Object.entries(d.storedFileKinds)
  .map(([kind, k]) => `${kind} (${k.extensions.map((e) => `.${e}`).join(', ')}: ${k.mimeType})`)
  .join('; ');

export const appPaths = () => ({
  '/api/apps/file-manager': {
    get: {
      operationId: 'filesInFolder',
      tags: ['Files'],
      summary: 'List a folder',
      description:
        'Spec 001’s call: `folderId` (the text `null` is the root) answers `{folders, files, path}`. Every write of the file store is told through the event stream (`files`, with the entry’s `id`) to its owner and the colleagues it is shared with (before and after a change of its sharing), or to everyone for the company’s entries: a client reads the folder again. Each entry adds `ownerId` (null: the company’s), `sharedWith`, `bytes`, `mimeType`, `mayEdit` and `hasContent`. A person sees his own entries, the company’s, and the files colleagues share with him (at his root); another’s private folder answers as an empty one.',
      parameters: [{ name: 'folderId', in: 'query', schema: { type: 'string', maxLength: 100 } }],
      responses: {
        200: {
          description: 'The folder',
          ...jsonContent(
            toSchema(
              z.object({ folders: z.array(d.fileItem), files: z.array(d.fileItem), path: z.array(d.fileItem) }),
              'output',
            ),
          ),
        },
        ...errorResponses(400, 401),
      },
    },
  },
  '/api/apps/file-manager/folders': {
    get: {
      operationId: 'foldersOfMine',
      tags: ['Files'],
      summary: 'The folders one may put entries in',
      description:
        'Every folder the signed-in user may change, at any depth, by name: his own, and the company’s (`ownerId` null) for an administrator or a manager. Where a move may go: an entry moves only among its owner’s folders (and to the root, for one’s own). Each folder’s `folderId` gives the folder it is in.',
      responses: {
        200: { description: 'The folders', ...jsonContent(toSchema(z.array(d.fileItem), 'output')) },
        ...errorResponses(401),
      },
    },
  },
  '/api/apps/file-manager/usage': {
    get: {
      operationId: 'fileUsage',
      tags: ['Files'],
      summary: 'What one keeps, against the quota',
      description:
        'The signed-in user’s own files: how many entries and how many bytes, beside the quota of everything one keeps (`quotaBytes`) and the largest file taken (`maxBytes`). An upload past either is a 422 whose `fields.file` is `too_large` or `quota`.',
      responses: {
        200: {
          description: 'Entries and bytes owned, and the limits',
          ...jsonContent(
            toSchema(
              z.object({ items: z.number(), bytes: z.number(), quotaBytes: z.number(), maxBytes: z.number() }),
              'output',
            ),
          ),
        },
        ...errorResponses(401),
      },
    },
  },
  '/api/apps/file-manager/folder': {
    post: {
      operationId: 'createFolder',
      tags: ['Files'],
      summary: 'Make a folder',
      description:
        'In the root or in a folder one may change (one’s own; the company’s for an administrator or a manager). A name taken in the folder gets " (2)".',
      requestBody: {
        required: true,
        ...jsonContent(
          bodySchema(z.object({ name: z.string().max(1000), folderId: z.string().max(100).nullable().optional() })),
        ),
      },
      responses: {
        200: { description: 'The folder', ...jsonContent(fileItem()) },
        ...errorResponses(400, 401, 403, 422),
      },
    },
  },
  '/api/apps/file-manager/file': {
    post: {
      operationId: 'uploadFile',
      tags: ['Files'],
      summary: 'Upload a file',
      description: `multipart/form-data: the file in \`file\`, the folder's id in \`folderId\` (absent: the root). The kind is read from the bytes and the name together, never from the declared type: ${kinds}. ${limits} Past the size: 422 \`file: too_large\` (or 413 when the body itself is past it); another kind: 422 \`file: type\`; past the quota: 422 \`file: quota\` (\`too_many\` past the entries). The name is sanitised (control characters, slashes and \`<>:"|?*\` become spaces; no leading dots; at most ${d.fileLimits.nameLength} characters). Nothing is kept on a refusal.`,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' }, folderId: { type: 'string' } },
            },
          },
        },
      },
      responses: {
        200: { description: 'The file kept', ...jsonContent(fileItem()) },
        ...errorResponses(400, 401, 403, 413, 422),
      },
    },
  },
  '/api/apps/file-manager/file/content': {
    get: {
      operationId: 'downloadFile',
      tags: ['Files'],
      summary: 'Download a file',
      description:
        "The bytes, to its owner, the colleagues it is shared with, and everyone for the company’s: `Content-Disposition: attachment`, the stored type, `X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src 'none'; sandbox`, so an uploaded HTML or SVG file never runs in the app’s origin. The sample’s PDF and text entries are made from their names; its other entries have no content (404).",
      parameters: idQuery,
      responses: {
        200: {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(400, 401, 404),
      },
    },
  },
  '/api/apps/file-manager/item': {
    patch: {
      operationId: 'renameOrMoveFile',
      tags: ['Files'],
      summary: 'Rename or move a file or folder',
      description:
        'Its owner (the company’s: an administrator or a manager) only: 403 otherwise, and nothing changes. A move stays among its owner’s folders; a folder never goes inside itself (422 `folderId: inside_itself`); a name taken in the folder is 422 `name: taken`.',
      requestBody: {
        required: true,
        ...jsonContent(
          bodySchema(
            z.object({
              id: z.string().max(100),
              name: z.string().max(1000).optional(),
              folderId: z.string().max(100).nullable().optional(),
            }),
          ),
        ),
      },
      responses: {
        200: { description: 'The entry', ...jsonContent(fileItem()) },
        ...errorResponses(400, 401, 403, 404, 422),
      },
    },
    delete: {
      operationId: 'deleteFile',
      tags: ['Files'],
      summary: 'Delete a file or a folder with everything in it',
      description: 'Its owner only (403 otherwise). The bytes go once the entries are gone.',
      parameters: idQuery,
      responses: {
        200: { description: 'true', ...jsonContent({ type: 'boolean' }) },
        ...errorResponses(400, 401, 403, 404),
      },
    },
  },
  '/api/apps/file-manager/item/sharing': {
    patch: {
      operationId: 'shareFile',
      tags: ['Files'],
      summary: 'Share a file with colleagues',
      description: `The whole list of user ids it is shared with (empty: private again), at most ${d.fileLimits.maxSharedWith}; its owner only (403 otherwise). Folders are not shared. An unknown or disabled account is 422 \`sharedWith: not_found\`.`,
      requestBody: {
        required: true,
        ...jsonContent(
          bodySchema(
            z.object({
              id: z.string().max(100),
              sharedWith: z.array(z.string().max(100)).max(d.fileLimits.maxSharedWith),
            }),
          ),
        ),
      },
      responses: {
        200: { description: 'The file', ...jsonContent(fileItem()) },
        ...errorResponses(400, 401, 403, 404, 422),
      },
    },
  },
  '/api/apps/tasks/assigned': {
    get: {
      operationId: 'tasksAssignedToMe',
      tags: ['Tasks'],
      summary: 'Tasks colleagues assigned to me',
      description:
        'A task stays its author’s; `PATCH /api/apps/tasks/task` with `assignedTo` (a colleague’s user id; 422 `assignedTo: not_found` otherwise) gives it to him, who is told by a notification and finds it here, with `ownerId` and `ownerName`, newest first.',
      responses: {
        200: {
          description: 'The tasks',
          ...jsonContent(toSchema(z.array(d.task.extend({ ownerId: z.string(), ownerName: z.string() })), 'output')),
        },
        ...errorResponses(401),
      },
    },
    patch: {
      operationId: 'tickAssignedTask',
      tags: ['Tasks'],
      summary: 'Tick off a task one was given',
      description:
        'The assignee marks it completed or ticks its sub-tasks (their ids and titles as the author keeps them, else 422 `subTasks: changed`); anyone else gets 403 and nothing changes.',
      requestBody: {
        required: true,
        ...jsonContent(
          bodySchema(
            z.object({
              ownerId: z.string().max(100),
              id: z.string().max(100),
              task: d.task.pick({ completed: true, subTasks: true }).partial(),
            }),
          ),
        ),
      },
      responses: {
        200: { description: 'The task', ...jsonContent(toSchema(d.task, 'output')) },
        ...errorResponses(400, 401, 403, 422),
      },
    },
  },
  '/api/apps/academy/courses/progress': {
    put: {
      operationId: 'recordCourseProgress',
      tags: ['Academy'],
      summary: 'Record how far one has got in a course',
      description:
        'One’s own progress, which spec 001’s course calls then answer in `progress` (a course not yet opened shows the sample’s). `step` is the step reached, 0-based; going back never lowers it. The course’s step count (`totalSteps`) marks it finished: every step done, and `completed` once more. A step past that is a 422 (`step: too_big`); an unknown course a 404.',
      requestBody: { required: true, ...jsonContent(bodySchema(d.courseProgressInput)) },
      responses: {
        200: { description: 'The course with one’s progress', ...jsonContent(toSchema(d.course, 'output')) },
        ...errorResponses(400, 401, 404, 422),
      },
    },
  },
});
