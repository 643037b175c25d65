import { Alert, Button, Card, Heading, Stack, Text, VideoPlayer, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, libraryTexts, traitTexts } from '../../texts';
import { PersonTraits } from '../traits/TraitProfileChart';
import { placePath } from '../../routes/outcomeRouting';

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

/** The place of what comes with the gate's answer, kept (so nothing below it moves) but not drawn nor offered. */
const Reserved = styled.div`
  visibility: hidden;
`;

/** The chart keeps its reading width when it has the whole row. */
const Traits = styled(Area)`
  max-width: 560px;
`;

export interface StartHereProps {
  /**
   * The library's gate is still running (LibraryScreen): the block is drawn as it will be, its video's poster
   * included (the page's largest paint, the same for everyone), with the loading line where the trait chart
   * comes and the map's button's place kept (not drawn, not offered) until the catalogue is here.
   */
  pending?: boolean;
}

/**
 * SPEC §2 Home: the featured block headed 'Start Here', with the optional dashboard video (its poster and
 * captions from the runtime settings; a new install shows the server's shipped sample) and the
 * button that opens the person's personal map (the featured item), and the person's trait chart.
 * A missing or non-numeric featured id shows SPEC §8's map text instead of the button.
 */
export const StartHere = observer(function StartHere({ pending = false }: StartHereProps) {
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
            ) : pending ? (
              <Reserved aria-hidden inert>
                <Button leadingIcon="user" disabled>
                  {libraryTexts.viewMap}
                </Button>
              </Reserved>
            ) : (
              <Button
                leadingIcon="user"
                disabled={!featured}
                onClick={() => {
                  if (featured) navigate(placePath(library.placeOfGuide(featured.reportId)));
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
              playLabel={libraryTexts.playVideo(settings.appName)}
            />
          </Area>
        ) : null}
        {pending ? (
          <Traits $area="traits">
            <Text>{libraryTexts.loading}</Text>
          </Traits>
        ) : me ? (
          <Traits $area="traits">
            <PersonTraits userId={me} title={traitTexts.yourTraits} emptyText={traitTexts.yourTraitsEmpty} />
          </Traits>
        ) : null}
      </Columns>
    </Card>
  );
});
