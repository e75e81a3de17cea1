import { Route, Routes } from 'react-router-dom';
import { MemberDetail } from './MemberDetail';
import { MemberSearch } from './MemberSearch';

/** สมาชิก: the search by phone, and one member's page at members/<id>. */
export default function MembersPage() {
  return (
    <Routes>
      <Route index element={<MemberSearch />} />
      <Route path=":memberId" element={<MemberDetail />} />
    </Routes>
  );
}
