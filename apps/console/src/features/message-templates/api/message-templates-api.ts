import type {
  MessageTemplate,
  MessageTemplateKind,
  TemplatePreview,
} from '@vitrina/contracts/message-templates';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';

const TEMPLATES = 'v1/platform/message-templates/';

/**
 * The shop's templates of its order messages (issue 36). A save or a reset answers the template
 * as it now is, written into the read at once: the panel's drafts are measured against it.
 */
export const messageTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    messageTemplates: build.query<MessageTemplate[], void>({
      query: () => TEMPLATES,
      transformResponse: dataOf<MessageTemplate[]>,
    }),
    /** What the placeholders stand for in the shop's latest order, or a sample's. */
    templatePreview: build.query<TemplatePreview, void>({
      query: () => `${TEMPLATES}preview/`,
      transformResponse: dataOf<TemplatePreview>,
    }),
    saveMessageTemplate: build.mutation<
      MessageTemplate,
      { kind: MessageTemplateKind; text: string }
    >({
      query: ({ kind, text }) => ({ url: `${TEMPLATES}${kind}/`, method: 'PUT', body: { text } }),
      transformResponse: dataOf<MessageTemplate>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(written(answer.data));
      },
    }),
    resetMessageTemplate: build.mutation<MessageReply, MessageTemplate>({
      query: ({ kind }) => ({ url: `${TEMPLATES}${kind}/`, method: 'DELETE' }),
      async onQueryStarted(template, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer)
          dispatch(written({ ...template, text: template.default_text, is_default: true }));
      },
    }),
  }),
});

const written = (template: MessageTemplate) =>
  messageTemplatesApi.util.updateQueryData('messageTemplates', undefined, (templates) =>
    templates.map((each) => (each.kind === template.kind ? template : each)),
  );

export const {
  useMessageTemplatesQuery,
  useTemplatePreviewQuery,
  useSaveMessageTemplateMutation,
  useResetMessageTemplateMutation,
} = messageTemplatesApi;
