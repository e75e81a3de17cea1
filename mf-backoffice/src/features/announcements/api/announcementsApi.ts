import type { Announcement, AnnouncementRequest, AnnouncementsPage, ApiSuccess } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/**
 * ประกาศ (docs/messages.md#announcements): the announcements, newest first, a page at a time; a new
 * one and a removal answer the envelope, for the server's Thai message.
 */
const announcementsApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Announcements'] }).injectEndpoints({
  endpoints: (build) => ({
    listAnnouncements: build.query<AnnouncementsPage, number>({
      query: (page) => ({ url: '/admin-api/announcements', params: { page } }),
      providesTags: ['Announcements'],
    }),
    createAnnouncement: build.mutation<ApiSuccess<Announcement>, AnnouncementRequest>({
      query: (body) => ({ url: '/admin-api/announcements', method: 'POST', data: body, answer: 'envelope' }),
      invalidatesTags: ['Announcements', 'Audit'],
    }),
    deleteAnnouncement: build.mutation<ApiSuccess<unknown>, number>({
      query: (id) => ({ url: `/admin-api/announcements/${id}`, method: 'DELETE', answer: 'envelope' }),
      invalidatesTags: ['Announcements', 'Audit'],
    }),
  }),
});

export const { useListAnnouncementsQuery, useCreateAnnouncementMutation, useDeleteAnnouncementMutation } = announcementsApi;
