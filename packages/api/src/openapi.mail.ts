/** Internal mail between the company's staff in the OpenAPI document (handlers/samples/mailbox.ts): the calls added to spec 001's mailbox. */
import * as d from '@courier/domain';
import { errorResponses, jsonContent, toSchema } from './openapi.parts';

const mail = toSchema(d.mail, 'output');
const tags = ['Mailbox'];
const mib = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const mailPaths = () => ({
  '/api/apps/mailbox/mail': {
    post: {
      operationId: 'writeMail',
      summary: 'Write or send a mail',
      tags,
      description: `A new mail from the signed-in user. With \`draft: true\` it is kept in his Drafts (the addresses as typed; at most ${d.mailLimits.drafts} drafts, else 422 \`draft: too_many\`). Otherwise it is sent: a copy in his Sent folder (with its bcc) and one in each recipient's Inbox (unread, without the bcc), in one transaction, each of them told through the event stream (\`mail\`). Every address of to, cc and bcc must be an active account of the company: 400 with the field named (\`not_a_colleague\`) otherwise, and nothing is sent; at least one recipient (422 \`to: required\`), at most ${d.mailLimits.recipients} together. Subject up to ${d.mailLimits.subject} characters, text up to ${d.mailLimits.content}; the text is plain text (the app shows its web addresses as links, never markup). Attachments (\`attachments\`, at most ${d.mailLimits.attachments}, ${mib(d.mailLimits.attachmentBytes)} together, else 422 \`attachments: too_big\` past the count, \`too_large\` past the bytes) are named by id: a file of the sender's own uploaded by POST .../attachment (the answer's \`id\`), or with \`mailId\` an attachment of a mail in his mailbox (a forward); any other is 422 \`attachments: not_found\`, and nothing is sent or kept. Sending makes each one the mail's own: its bytes are copied once, and every copy (Sent, each Inbox) downloads it through itself (\`downloadUrl\`: GET .../attachment?mailId=&id=), so the sender deleting his file later changes no mail sent. A draft keeps the files it names (its \`downloadUrl\` the file manager's). One sends at most ${d.mailLimits.sends} mails in ${d.mailLimits.sendWindowMinutes} minutes (429 with Retry-After past it). A recipient whose mailbox holds 1000 mails refuses it (400 \`to: mailbox_full\`).`,
      requestBody: { required: true, ...jsonContent(toSchema(d.mailInput, 'input')) },
      responses: {
        200: { description: 'The draft, or the sender’s copy of the sent mail', ...jsonContent(mail) },
        ...errorResponses(400, 401, 422),
        429: { description: 'Too many mails sent in the window' },
      },
    },
    patch: {
      operationId: 'changeMail',
      summary: 'Change a draft, or send it',
      tags,
      description:
        'Spec 001’s call, unchanged for its fields (starred, important, unread, folder, labels: one’s own copy of a mail). A draft also takes its fields (to, cc, bcc, subject, content, attachments), and `draft: false` sends it as POST does, from Drafts. A mail that is not a draft refuses those fields (409). One reads and changes only his own copies: another’s id answers null, as an unknown one does in the spec.',
      requestBody: {
        required: true,
        ...jsonContent({
          type: 'object',
          required: ['id', 'mail'],
          properties: { id: { type: 'string' }, mail: toSchema(d.mailPatch.extend(d.draftPatch.shape), 'input') },
        }),
      },
      responses: {
        200: { description: 'The mail as changed, the sent copy, or null', ...jsonContent(mail) },
        ...errorResponses(400, 401, 409, 422),
      },
    },
    delete: {
      operationId: 'deleteDraft',
      summary: 'Delete a draft',
      tags,
      description:
        'Deletes one of the user’s drafts (query `id`). A mail that was sent or received is not deleted (409): it goes to Trash by its folder.',
      parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'true', ...jsonContent({ const: true }) }, ...errorResponses(401, 404, 409) },
    },
  },
  '/api/apps/mailbox/attachment': {
    post: {
      operationId: 'uploadMailAttachment',
      summary: 'Upload a file to attach to a mail',
      tags,
      description: `multipart/form-data, the file in \`file\`: kept by the file store's rules (its kind read from the bytes and the name, at most ${mib(d.fileLimits.maxBytes)}, within the sender's ${mib(d.fileLimits.quotaBytes)} quota; 422 \`file: too_large\`, \`type\` or \`quota\`, 413 when the body itself is past the size) as the sender's file, in his "Mail attachments" folder of the file manager (made at the first upload), where he sees what it takes of his quota. The answer is the attachment that POST and PATCH .../mail name by its \`id\`; until the mail is sent, \`downloadUrl\` is the file manager's. Nothing is kept on a refusal.`,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: {
        200: { description: 'The attachment', ...jsonContent(toSchema(d.mailAttachment, 'output')) },
        ...errorResponses(400, 401, 413, 422),
      },
    },
    get: {
      operationId: 'downloadMailAttachment',
      summary: 'Download a mail’s attachment',
      tags,
      description:
        "An attachment (`id`) of a mail (`mailId`) in the signed-in user's mailbox, as its `downloadUrl` names it: `Content-Disposition: attachment`, the stored type, `X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src 'none'; sandbox`, so an attached HTML or SVG file never runs in the app's origin. Another's mail, or an attachment the mail does not hold, is 404: access goes with the mail, not with the file it was made from.",
      parameters: [
        { name: 'mailId', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } },
        { name: 'id', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } },
      ],
      responses: {
        200: {
          description: 'The attachment’s bytes',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(400, 401, 404),
      },
    },
  },
  '/api/apps/chat/chat': {
    post: {
      operationId: 'openChat',
      summary: 'Open the conversation with a colleague',
      tags: ['Chat'],
      description:
        'The one conversation of the signed-in user with a colleague (`contactId`, a user id), begun empty if they have none: it joins his list of conversations (GET .../chats), and the colleague’s once a message is written to it. Answers the conversation as GET .../chat does (its newest page). An unknown, disabled or one’s own id is 422 `contactId: not_a_colleague`. Spec 001’s GET and PATCH of this path are unchanged.',
      requestBody: {
        required: true,
        ...jsonContent({
          type: 'object',
          required: ['contactId'],
          additionalProperties: false,
          properties: { contactId: { type: 'string', minLength: 1, maxLength: 100 } },
        }),
      },
      responses: {
        200: { description: 'The conversation', ...jsonContent(toSchema(d.chat, 'output')) },
        ...errorResponses(400, 401, 422),
      },
    },
  },
  '/api/apps/chat/message': {
    post: {
      operationId: 'sendChatMessage',
      summary: 'Send a chat message',
      tags: ['Chat'],
      description: `A message to a colleague: to a conversation the user takes part in (\`chatId\`; another’s answers 404), or to a colleague by his id (\`contactId\`: their one conversation, begun if need be; an unknown, disabled or one’s own id is 422 \`contactId: not_a_colleague\`). Up to ${d.chatLimits.messageLength} characters, at most ${d.chatLimits.perMinute} a minute to a conversation (429). Both participants are told through the event stream (\`chat\`); the other’s unread count grows by one. GET .../chat pages the history, ${d.chatLimits.pageSize} messages at a time (\`before\`: a message id; \`earlier\` says whether there are older ones); PATCH .../chat with \`unreadCount: 0\` marks it read (one’s colleague sees his messages \`seen\`).`,
      requestBody: {
        required: true,
        ...jsonContent({
          type: 'object',
          required: ['value'],
          properties: {
            chatId: { type: 'string' },
            contactId: { type: 'string' },
            value: { type: 'string', minLength: 1, maxLength: d.chatLimits.messageLength },
          },
        }),
      },
      responses: {
        200: { description: 'The message as the writer sees it', ...jsonContent(toSchema(d.chatMessage, 'output')) },
        ...errorResponses(401, 404, 422),
        429: { description: 'Too many messages in a minute' },
      },
    },
  },
});
