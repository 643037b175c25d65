import { Button } from '@insight/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../routes/paths';
import { screenTexts } from '../../texts';

/** SPEC §2 Report view: Return to Library, the catalogue view (its address, /home). */
export function ReturnToLibrary() {
  const navigate = useNavigate();
  return (
    <Button variant="secondary" onClick={() => navigate(paths.home)}>
      {screenTexts.returnToLibrary}
    </Button>
  );
}
