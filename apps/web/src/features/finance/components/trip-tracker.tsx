import {
  type CreateMileageInput,
  createMileageSchema,
  formatUsd,
  GEOLOCATION_UNSUPPORTED,
  LOCATION_ACCESS_PANEL,
  LOCATION_REQUIRED,
  MILEAGE_FAILED,
  mileageDeductionCents,
  milesToDecimal,
  type TripState,
  tripHundredths,
  tripSavedToast,
} from "@measured/core";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { useNotificationSettings } from "@/components/settings/api/get-notification-settings";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { formatMiles } from "@/lib/money-text";
import { browserToday } from "@/lib/time-zone";
import { useUser } from "@/lib/user";
import { useEntrySave } from "../hooks/use-entry-save";
import { liveDeductionCents, type TripEndValues, tooShort, tripBody, tripEndValues } from "../trip/trip-form";
import { useTripTracker } from "../trip/use-trip-tracker";
import { KindChoice } from "./kind-choice";

/**
 * The live mileage tracker (spec sections 2 and 4): Start Trip follows the phone's position; the distance and
 * the deduction grow as it moves; End Trip asks what the drive was for and whether it was business, and the
 * rep may correct the miles before saving. Keep this screen open while driving: a page gets no positions
 * while the phone is locked (the gap is then bridged by a straight line and marked).
 */
export function TripTracker() {
  const user = useUser();
  const userId = user.data?.id ?? 0;
  const [state, dispatch] = useTripTracker(userId);
  const settings = useNotificationSettings();
  // Settings' "location tracking" (default on) decides whether Start Trip may ask; a trip already under
  // way is not stopped by it.
  const allowed = settings.data?.locationTracking !== false;
  const today = browserToday();

  useEffect(() => {
    if (state.status === "blocked" && state.reason === "denied") toast({ variant: "destructive", ...LOCATION_REQUIRED });
  }, [state]);

  return (
    <Card className="grid gap-3 p-4" role="region" aria-label="Mileage tracker">
      <h2 className="font-semibold">Mileage tracker</h2>
      {state.status === "idle" && allowed ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Track a drive with your phone's location. Keep this screen open while you drive.
          </p>
          <Button onClick={() => dispatch({ type: "start" })}>Start Trip</Button>
        </div>
      ) : null}
      {state.status === "idle" && !allowed ? (
        <p className="text-sm text-muted-foreground">
          Location tracking is off in{" "}
          <Link href={paths.settings} className="font-medium text-primary underline underline-offset-2">
            Settings
          </Link>
          . Turn it on to track a drive, or log its miles with Log Mileage.
        </p>
      ) : null}
      {state.status === "locating" ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm" role="status">
            Finding your location…
          </p>
          <Button variant="outline" onClick={() => dispatch({ type: "cancel" })}>
            Cancel
          </Button>
        </div>
      ) : null}
      {state.status === "blocked" ? (
        <div className="grid gap-2 rounded-lg border border-destructive/40 p-3" role="alert">
          <p className="font-semibold">{LOCATION_ACCESS_PANEL.title}</p>
          <p className="text-sm text-muted-foreground">
            {state.reason === "unsupported"
              ? GEOLOCATION_UNSUPPORTED
              : `${LOCATION_REQUIRED.description} Allow location for this site in your browser's settings, then press ${LOCATION_ACCESS_PANEL.button}.`}
          </p>
          {state.reason === "denied" ? (
            <Button className="justify-self-start" onClick={() => dispatch({ type: "start" })}>
              {LOCATION_ACCESS_PANEL.button}
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.status === "active" ? (
        <ActiveTrip
          trip={state.trip}
          today={today}
          signalLost={state.signal === "lost"}
          onEnd={() => dispatch({ type: "end" })}
        />
      ) : null}
      {state.status === "ending" ? (
        <EndTrip
          trip={state.trip}
          today={today}
          onBack={() => dispatch({ type: "continue" })}
          onDiscard={() => dispatch({ type: "cancel" })}
          onSaved={() => dispatch({ type: "saved" })}
        />
      ) : null}
    </Card>
  );
}

function ActiveTrip({
  trip,
  today,
  signalLost,
  onEnd,
}: {
  trip: TripState;
  today: string;
  signalLost: boolean;
  onEnd: () => void;
}) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Distance</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="trip-miles">
            {formatMiles(Number(milesToDecimal(tripHundredths(trip))))}
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Deduction (business)</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="trip-deduction">
            {formatUsd(liveDeductionCents(trip, today))}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {signalLost
          ? "No position for a moment: the trip goes on and counts again from the next one."
          : trip.bridged
            ? "Part of this trip is a straight line over a gap (the page was closed or the phone locked)."
            : "Trip under way. Keep this screen open."}
      </p>
      <Button className="justify-self-start" onClick={onEnd}>
        End Trip
      </Button>
    </div>
  );
}

interface EndTripProps {
  trip: TripState;
  today: string;
  onBack: () => void;
  onDiscard: () => void;
  onSaved: () => void;
}

/** The saved trip's own figures: its miles at the rate its day and kind give (0 when personal). */
function tripSavedText(body: CreateMileageInput) {
  const saved = createMileageSchema.parse(body);
  return tripSavedToast(saved.milesHundredths, mileageDeductionCents(saved.milesHundredths, saved.rateMilli));
}

/** Business or Personal, what it was for, the miles (correctable); under 0.1 mile nothing is saved. */
function EndTrip({ trip, today, onBack, onDiscard, onSaved }: EndTripProps) {
  const id = useId();
  const [values, setValues] = useState<TripEndValues>(() => tripEndValues(trip));
  const set = <F extends keyof TripEndValues>(field: F, value: TripEndValues[F]) => setValues((v) => ({ ...v, [field]: value }));
  const short = tooShort(values);
  // The Finance dialogs' Save: core's schema first, then POST with an Idempotency-Key, the server's field messages.
  const { errors, pending, submit } = useEntrySave({
    kind: "mileage",
    editing: null,
    schema: createMileageSchema,
    fields: ["miles", "purpose", "date"],
    created: tripSavedText,
    createFailed: MILEAGE_FAILED,
    onDone: onSaved,
  });

  return (
    <form
      className="grid max-w-xl gap-3"
      aria-label="End trip"
      onSubmit={(event) => {
        event.preventDefault();
        submit(tripBody(values, trip, today));
      }}
    >
      <FormField
        label="Miles"
        inputMode="decimal"
        autoComplete="off"
        value={values.miles}
        error={errors.miles ?? short ?? undefined}
        onChange={(e) => set("miles", e.target.value)}
      />
      <FormField
        label="Purpose"
        autoComplete="off"
        placeholder="e.g. Client visits"
        value={values.purpose}
        error={errors.purpose}
        onChange={(e) => set("purpose", e.target.value)}
      />
      <KindChoice name={`${id}-kind`} value={values.kind} onChange={(kind) => set("kind", kind)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || short !== null}>
          Save Trip
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          Keep tracking
        </Button>
        <Button type="button" variant="ghost" className="text-destructive" onClick={onDiscard}>
          Discard trip
        </Button>
      </div>
    </form>
  );
}
