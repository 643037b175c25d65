import { Alert, Button, Card, Stack, VideoPlayer, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, libraryTexts } from '../../texts';

const Columns = styled.div<{ $withVideo: boolean }>`
  display: grid;
  gap: ${vars.space.xl};
  align-items: center;
  grid-template-columns: ${({ $withVideo }) => ($withVideo ? 'minmax(0, 1fr) minmax(0, 1.2fr)' : 'minmax(0, 1fr)')};

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXxl};
  line-height: ${vars.font.lineHeightTight};
`;

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/**
 * SPEC §2 Home: the featured block headed 'Start Here', with the optional dashboard video (its poster and
 * captions from the runtime settings; a new install shows the server's shipped sample) and the
 * button that opens the person's personal map (the featured item). A missing or non-numeric
 * featured id shows SPEC §8's map text instead of the button.
 */
export const StartHere = observer(function StartHere() {
  const { library, settings } = useStores();
  const headingId = useId();
  const video = settings.values.dashboardVideoUrl?.trim();
  const poster = settings.values.dashboardVideoPosterUrl?.trim() || undefined;
  const captionsUrl = settings.values.dashboardVideoCaptionsUrl?.trim();
  const captions = captionsUrl ? { src: captionsUrl, srcLang: 'en', label: 'English' } : undefined;
  const featured = library.featuredItem;
  return (
    <Card as="section" padding="xl" elevation="raised" aria-labelledby={headingId}>
      <Columns $withVideo={Boolean(video)}>
        <Stack gap="lg" align="start">
          <Heading id={headingId}>{screenTexts.startHere}</Heading>
          <Intro>{libraryTexts.startHereIntro(settings.appName)}</Intro>
          {settings.featuredError ? (
            <Alert tone="danger">{settings.featuredError}</Alert>
          ) : (
            <Button
              leadingIcon="user"
              disabled={!featured}
              onClick={() => {
                if (featured) void library.openItem(featured.id);
              }}
            >
              {libraryTexts.viewMap}
            </Button>
          )}
        </Stack>
        {/* Never autoplays: the person starts it (with its captions when configured). */}
        {video ? (
          <VideoPlayer
            src={video}
            poster={poster}
            captions={captions}
            autoPlay={false}
            title={libraryTexts.videoTitle(settings.appName)}
          />
        ) : null}
      </Columns>
    </Card>
  );
});
