// Shown when the device has no Japanese voice: why there is nothing to hear, how to add a voice on the common
// systems, and that a reading exercise takes the listening's place meanwhile.
export function NoJapaneseVoice() {
  return (
    <section className="callout no-japanese-voice" aria-labelledby="no-voice-heading" data-testid="no-japanese-voice">
      <h2 id="no-voice-heading">This device has no Japanese voice</h2>
      <p>
        The sentences are read aloud by your device’s own Japanese voice, and we could not find one. Until you add one,
        practise reading instead: read each sentence and pick what it means.
      </p>
      <details>
        <summary>How to add a Japanese voice</summary>
        <ul>
          <li>
            <strong>Windows:</strong> Settings → Time &amp; language → Speech → Manage voices → Add voices, then choose
            Japanese.
          </li>
          <li>
            <strong>macOS:</strong> System Settings → Accessibility → Spoken Content → System voice → Manage Voices,
            then download a Japanese voice such as Kyoko.
          </li>
          <li>
            <strong>iPhone and iPad:</strong> Settings → Accessibility → Spoken Content → Voices → Japanese, then
            download a voice.
          </li>
          <li>
            <strong>Android:</strong> Settings → System → Languages &amp; input → Text-to-speech output → the engine’s
            settings → Install voice data → Japanese.
          </li>
        </ul>
        <p>Then restart your browser and open this page again.</p>
      </details>
    </section>
  );
}
