import type { ApiSuccess } from '../api/envelope';
import type {
  InboxPayload,
  InboxReadPayload,
  InboxReadRequest,
  LineLinkPayload,
  NotifySettings,
  NotifySettingsRequest,
} from '../contracts/inbox';
import { api } from './api';

/**
 * The member's messages (docs/messages.md) in the site's one API: the shell's bell and live stream
 * and the inbox and account pages read and change the same cache. A new item on the stream
 * invalidates 'Inbox'.
 */
export const inboxApi = api.enhanceEndpoints({ addTagTypes: ['Inbox', 'NotifySettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxPayload, number>({
      query: (page) => ({ url: '/cl-api/inbox', params: { page } }),
      providesTags: ['Inbox'],
    }),
    markInboxRead: build.mutation<ApiSuccess<InboxReadPayload>, InboxReadRequest>({
      query: (body) => ({ url: '/cl-api/inbox/read', method: 'POST', data: body, answer: 'envelope' }),
      invalidatesTags: ['Inbox'],
    }),
    getNotifySettings: build.query<NotifySettings, void>({
      query: () => ({ url: '/cl-api/notify-settings' }),
      providesTags: ['NotifySettings'],
    }),
    setNotifySettings: build.mutation<ApiSuccess<NotifySettings>, NotifySettingsRequest>({
      query: (body) => ({ url: '/cl-api/notify-settings', method: 'PUT', data: body, answer: 'envelope' }),
      invalidatesTags: ['NotifySettings'],
    }),
    startLineLink: build.mutation<LineLinkPayload, void>({
      query: () => ({ url: '/cl-api/line/link' }),
    }),
    unlinkLine: build.mutation<ApiSuccess<NotifySettings>, void>({
      query: () => ({ url: '/cl-api/line/link', method: 'DELETE', answer: 'envelope' }),
      invalidatesTags: ['NotifySettings'],
    }),
  }),
});

export const {
  useGetInboxQuery,
  useMarkInboxReadMutation,
  useGetNotifySettingsQuery,
  useSetNotifySettingsMutation,
  useStartLineLinkMutation,
  useUnlinkLineMutation,
} = inboxApi;
