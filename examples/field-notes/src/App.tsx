import { useEffect, useState } from 'react';
import { Button, Header, InsightProvider, Modal } from '@insight/ui';
import { fieldNotesTheme } from './theme';

const views = {
  notes: { label: 'Notes', text: 'Nothing written yet. Your first note starts with the button below.' },
  places: { label: 'Places', text: 'The places your notes were taken, once they have any.' },
  about: { label: 'About', text: 'Field Notes keeps short notes from walks, trips and site visits.' },
} as const;
type View = keyof typeof views;

const viewOf = (hash: string): View => {
  const name = hash.replace(/^#\/?/, '');
  return name in views ? (name as View) : 'notes';
};

/** Its own navigation: the view lives in the address's hash, so Back and bookmarks work. */
function useHashView(initial: string) {
  const [view, setView] = useState<View>(() => viewOf(initial));
  useEffect(() => {
    const follow = () => setView(viewOf(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return view;
}

export function App({ initialHash = '' }: { initialHash?: string }) {
  const view = useHashView(initialHash);
  const [writing, setWriting] = useState(false);
  return (
    <InsightProvider theme={fieldNotesTheme}>
      <Header
        brand={{ name: 'Field Notes', href: '#/notes' }}
        navLabel="Sections"
        currentPath={`#/${view}`}
        items={Object.entries(views).map(([id, { label }]) => ({ id, label, href: `#/${id}` }))}
      />
      <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '1.5rem' }}>
        <h1>{views[view].label}</h1>
        <p>{views[view].text}</p>
        {view === 'notes' && <Button onClick={() => setWriting(true)}>Write a note</Button>}
      </main>
      <Modal
        open={writing}
        onClose={() => setWriting(false)}
        title="A new note"
        description="Notes stay on this device."
        footer={
          <>
            <Button variant="secondary" onClick={() => setWriting(false)}>
              Discard
            </Button>
            <Button onClick={() => setWriting(false)}>Keep it</Button>
          </>
        }
      >
        <label>
          What did you see?
          <textarea rows={4} style={{ display: 'block', width: '100%', marginBlockStart: '0.5rem' }} />
        </label>
      </Modal>
    </InsightProvider>
  );
}
