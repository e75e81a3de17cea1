import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { th } from '@lotto/shared';
import { selectIsLoggedIn, useAppSelector } from '@lotto/shared/client';
import type { NavItem } from './navItems';

/** Member links: a guest is told to log in instead of being taken anywhere (docs/api-conventions.md#roles). */
export function useMemberNavigation() {
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (item: NavItem) => {
    if (item.memberOnly && !loggedIn) {
      toast.info(th.auth.pleaseLogin);
      return;
    }
    navigate(item.to, { replace: item.replace });
  };
}
