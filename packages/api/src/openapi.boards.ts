/**
 * The scrumboard's calls added to spec 001 (issue 63): boards shared by their members, made,
 * renamed, given members and archived, and comments on cards. Spec 001's own paths (boards,
 * board, board/list, board/lists, board/card, board/cards, board/card/positions, board/labels,
 * board/label) keep their shapes; they now read and change the shared board of a member.
 */
import { z } from 'zod';
import * as d from '@courier/domain';
import { bodySchema, errorResponses, jsonContent, toSchema } from './openapi.parts';

const tags = ['Scrumboard'];
const boardAnswer = () => toSchema(d.board.extend({ mayManage: z.boolean() }), 'output');
const shared =
  'A board is shared by its members: every member reads and changes the same lists, cards, labels and comments (spec 001’s calls, which answer null or an empty list to anyone else), and each write is told through the event stream (`boards`, with the board’s `id`) to its members and to those just taken off it. A card carries `assigneeId` (a member, told by a notification) and `checklist`; the board’s answer adds each card’s `commentCount`. The ids of a board’s items begin with the board’s id.';

export const boardPaths = () => ({
  '/api/apps/scrumboard/boards': {
    post: {
      operationId: 'createBoard',
      tags,
      summary: 'Make a board',
      description: `${shared} The maker owns the board and is always a member; \`memberIds\` are active colleagues (422 \`memberIds: not_found\` otherwise), at most ${d.boardLimits.members}. One person owns at most ${d.boardLimits.owned} boards (422 \`title: too_many\`). Spec 001’s \`GET\` of this path lists the boards one is a member of (\`archived=true\`: the archived ones), with \`mayManage\`.`,
      requestBody: { required: true, ...jsonContent(bodySchema(d.boardInput)) },
      responses: {
        201: { description: 'The board', ...jsonContent(boardAnswer()) },
        ...errorResponses(400, 401, 409, 422),
      },
    },
  },
  '/api/apps/scrumboard/board': {
    patch: {
      operationId: 'changeBoard',
      tags,
      summary: 'Rename, describe, staff or archive a board',
      description:
        'Any member changes `title`, `description` and `icon`; the owner (or a member who is an administrator) changes `memberIds` (the whole list; the owner stays one; cards of those taken off go to nobody) and `archived` (403 for anyone else). An archived board is read-only: every other write on it is a 409 until its owner sends `archived: false`. Not a member, or no such board: 404.',
      requestBody: {
        required: true,
        ...jsonContent(bodySchema(z.object({ id: z.string().max(100), board: d.boardPatch }))),
      },
      responses: {
        200: { description: 'The board', ...jsonContent(boardAnswer()) },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    },
  },
  '/api/apps/scrumboard/board/card/comments': {
    get: {
      operationId: 'cardComments',
      tags,
      summary: 'A card’s comments',
      description: 'Oldest first, to the board’s members (404 to anyone else). A comment is plain text.',
      parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string', maxLength: 200 } }],
      responses: {
        200: { description: 'The comments', ...jsonContent(toSchema(z.array(d.boardComment), 'output')) },
        ...errorResponses(400, 401, 404),
      },
    },
  },
  '/api/apps/scrumboard/board/card/comment': {
    post: {
      operationId: 'commentOnCard',
      tags,
      summary: 'Comment on a card',
      description: `A member’s words (plain text, at most ${d.boardLimits.commentLength} characters; a card holds at most ${d.boardLimits.comments} comments: 422 \`text: too_many\`). The card’s assignee is told by a notification when someone else comments. An archived board: 409.`,
      requestBody: {
        required: true,
        ...jsonContent(bodySchema(z.object({ cardId: z.string().max(200), text: d.boardComment.shape.text }))),
      },
      responses: {
        201: { description: 'The comment', ...jsonContent(toSchema(d.boardComment, 'output')) },
        ...errorResponses(400, 401, 404, 409, 422),
      },
    },
    delete: {
      operationId: 'deleteComment',
      tags,
      summary: 'Delete one’s comment',
      description: 'Its author only (403 for anyone else, 404 outside the board).',
      parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string', maxLength: 200 } }],
      responses: {
        200: { description: 'Deleted', ...jsonContent({ type: 'boolean' }) },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  },
});
