import { Alert, Button, Card, Heading, Stack, Text, VideoPlayer, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, libraryTexts, traitTexts } from '../../texts';
import { PersonTraits } from '../traits/TraitProfileChart';
import { placePath } from '../../routes/outcomes';

/** The words and the button beside the trait chart; with a video, the video there and the chart below. */
const Columns = styled.div<{ $withVideo: boolean }>`
  display: grid;
  gap: ${vars.space.xl};
  align-items: center;
  grid-template-columns: ${({ $withVideo }) => ($withVideo ? 'minmax(0, 1fr) minmax(0, 1.2fr)' : 'minmax(0, 1fr) minmax(0, 1fr)')};
  grid-template-areas: ${({ $withVideo }) => ($withVideo ? "'intro video' 'traits traits'" : "'intro traits'")};

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: ${({ $withVideo }) => ($withVideo ? "'intro' 'video' 'traits'" : "'intro' 'traits'")};
  }
`;

const Area = styled.div<{ $area: 'intro' | 'video' | 'traits' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

/** The chart keeps its reading width when it has the whole row. */
const Traits = styled(Area)`
  max-width: 560px;
`;

/**
 * SPEC §2 Home: the featured block headed 'Start Here', with the optional dashboard video (its poster and
 * captions from the runtime settings; a new install shows the server's shipped sample) and the
 * button that opens the person's personal map (the featured item), and the person's trait chart.
 * A missing or non-numeric featured id shows SPEC §8's map text instead of the button.
 */
export const StartHere = observer(function StartHere() {
  const { library, session, settings } = useStores();
  const navigate = useNavigate();
  const headingId = useId();
  const me = session.currentUser?.id;
  const video = settings.values.dashboardVideoUrl?.trim();
  const poster = settings.values.dashboardVideoPosterUrl?.trim() || undefined;
  const captionsUrl = settings.values.dashboardVideoCaptionsUrl?.trim();
  const captions = captionsUrl ? { src: captionsUrl, srcLang: 'en', label: 'English' } : undefined;
  const featured = library.featuredGuide;
  return (
    <Card as="section" padding="xl" elevation="raised" aria-labelledby={headingId}>
      <Columns $withVideo={Boolean(video)}>
        <Area $area="intro">
          <Stack gap="lg" align="start">
            <Heading level={1} id={headingId}>
              {screenTexts.startHere}
            </Heading>
            <Text tone="muted">{libraryTexts.startHereIntro(settings.appName)}</Text>
            {settings.featuredError ? (
              <Alert tone="critical">{settings.featuredError}</Alert>
            ) : (
              <Button
                leadingIcon="user"
                disabled={!featured}
                onClick={() => {
                  if (featured) navigate(placePath(library.placeOfGuide(featured.id)));
                }}
              >
                {libraryTexts.viewMap}
              </Button>
            )}
          </Stack>
        </Area>
        {/* Never autoplays: the person starts it (with its captions when configured). */}
        {video ? (
          <Area $area="video">
            <VideoPlayer
              src={video}
              poster={poster}
              captions={captions}
              autoPlay={false}
              title={libraryTexts.videoTitle(settings.appName)}
            />
          </Area>
        ) : null}
        {me ? (
          <Traits $area="traits">
            <PersonTraits userId={me} title={traitTexts.yourTraits} emptyText={traitTexts.yourTraitsEmpty} />
          </Traits>
        ) : null}
      </Columns>
    </Card>
  );
});
