import { backofficeLabels } from '@lotto/shared';
import { Hint, PageTitle, SectionTitle } from '@lotto/ui';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementList } from './AnnouncementList';

const words = backofficeLabels.messages.announcements;

/** ประกาศ (admin, docs/messages.md#announcements): write one for all members, a round's players or one member; the list below. */
export default function AnnouncementsPage() {
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <Hint style={{ marginBottom: 12 }}>{words.hint}</Hint>
      <AnnouncementForm />
      <SectionTitle>{words.list}</SectionTitle>
      <AnnouncementList />
    </>
  );
}
