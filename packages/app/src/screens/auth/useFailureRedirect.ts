import { useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import type { RequestState } from '../../stores/RequestState';
import type { Instance } from 'mobx-state-tree';

/**
 * After a failed call: SPEC §8 sends "any other 500" to the error route; everything else stays
 * on the screen, where the store's `error` is shown.
 */
export function useFailureRedirect() {
  const navigate = useNavigate();
  return (state: Instance<typeof RequestState>) => {
    if (state.errorKind === 'server') navigate(paths.error);
  };
}
