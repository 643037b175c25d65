import { Button, CheckboxCardList, EmptyState, Modal } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from '../library/assets';
import { screenTexts, connectionTexts as t } from '../../texts';

/**
 * SPEC §2 Sharing dialog: 'Select guides to share with: {connection_name}', Select All (checked
 * when every guide is, SPEC §5), one card per purchased guide (checkbox, image, name, a truncated
 * description that expands), Save and Cancel. It is open while the sharing view store is open on a
 * connection or a request; the ticks are the store's.
 */
export const SharingDialog = observer(function SharingDialog() {
  const { sharing, settings } = useStores();
  if (!sharing.isOpen) return null;
  const guides = sharing.guides;
  const close = () => sharing.close();
  return (
    <Modal
      open
      onClose={close}
      title={screenTexts.shareTitle(sharing.name)}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button loading={sharing.isLoading} onClick={() => void sharing.save()}>
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
          value={sharing.selected.map(String)}
          onChange={(value) => sharing.select(value.map(Number))}
        />
      )}
    </Modal>
  );
});
