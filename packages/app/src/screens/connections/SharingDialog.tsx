import { Button, CheckboxCardList, EmptyState, Modal } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from '../library/assets';
import { screenTexts, connectionTexts as t } from '../../texts';

/**
 * SPEC §2 Sharing dialog: 'Select guides to share with: {connection_name}', Select All (checked
 * when every guide is, SPEC §5), one card per purchased guide (checkbox, image, name, a truncated
 * description that expands), Save and Cancel. It is open while the store has a sharing target.
 */
export const SharingDialog = observer(function SharingDialog() {
  const { connections } = useStores();
  const entry = connections.sharingEntry;
  // A fresh selection for each entry the dialog opens on.
  return entry ? <SharingDialogFor key={entry.key} initial={entry.sharedReportIds} /> : null;
});

const SharingDialogFor = observer(function SharingDialogFor({ initial }: { initial: readonly number[] }) {
  const { connections, settings } = useStores();
  const [selected, setSelected] = useState<string[]>(() => initial.map(String));
  const guides = connections.shareableGuides;
  const close = () => connections.closeSharing();
  return (
    <Modal
      open
      onClose={close}
      title={screenTexts.shareTitle(connections.sharingName)}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button
            loading={connections.updating.isLoading}
            onClick={() => void connections.saveSharing(selected.map(Number))}
          >
            {t.save}
          </Button>
        </>
      }
    >
      {guides.length === 0 ? (
        <EmptyState icon="info" message={t.noGuidesToShare} />
      ) : (
        <CheckboxCardList
          legend={t.shareLegend}
          selectAllLabel={screenTexts.selectAll}
          items={guides.map((guide) => ({
            id: String(guide.reportId),
            name: guide.name,
            image: assetUrl(settings.values.reportImagePath, guide.imageFileName),
            description: guide.description,
          }))}
          value={selected}
          onChange={setSelected}
        />
      )}
    </Modal>
  );
});
