import { GAME_CHANGE_LABELS, GAME_CHANGES, REPORT_LIMITS } from '../../shared/report-fields'
import { RadioGroup, TextField, type FormState } from './form-fields'

/** Which game and what happened to it: picked from the arcade's games and the catalogue, or typed. */
export function ReportGameFields({ titles, state }: { titles: string[]; state: FormState }) {
  return (
    <fieldset className="form-fieldset report-section" data-topic="game">
      <legend className="form-label">Which game?</legend>
      <TextField
        name="game.title"
        label="Game"
        hint="Start typing to pick from the catalogue, or write its name."
        state={state}
        list="report-game-titles"
        maxLength={REPORT_LIMITS.gameTitle}
        autoComplete="off"
      />
      <datalist id="report-game-titles">
        {titles.map((title) => (
          <option key={title} value={title} />
        ))}
      </datalist>
      <RadioGroup
        name="game.change"
        legend="What happened?"
        options={GAME_CHANGES}
        labels={GAME_CHANGE_LABELS}
        state={state}
        fallback="arrived"
      />
    </fieldset>
  )
}
