import { useEffect, useState, type FormEvent } from "react";
import type { PushType } from "@incident-watch/schema";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { useT, type MessageId } from "../../i18n";
import {
  currentDevice,
  DEFAULT_TYPES,
  PushDenied,
  PushNotAllowed,
  PushUnreachable,
  turnOff,
  turnOn,
  type PushDevice,
} from "./pushDevice";

const LABELS: Record<PushType, MessageId> = {
  reply: "install.push.type.reply",
  quote: "install.push.type.quote",
  mention: "install.push.type.mention",
  reaction: "install.push.type.reaction",
  new_thread: "install.push.type.newThread",
  incident: "install.push.type.incident",
  report_update: "install.push.type.moderation",
  system: "install.push.type.system",
};

type Status = "idle" | "busy" | "saved" | "failed" | "denied" | "unreachable" | "notAllowed";

/** What a failed change is called: each says what is wrong and what the member can do. */
function failure(error: unknown): Status {
  if (error instanceof PushDenied) return "denied";
  if (error instanceof PushUnreachable) return "unreachable";
  if (error instanceof PushNotAllowed) return "notAllowed";
  return "failed";
}

/**
 * Settings: Web Push on this device (each device is turned on by itself), and which notification types it
 * takes; which saved searches push is chosen with each search. Nothing is pushed while a tab is open.
 */
export function PushDeviceSection() {
  const t = useT("install");
  const [device, setDevice] = useState<PushDevice | null>(null);
  const [types, setTypes] = useState<PushType[]>(DEFAULT_TYPES);
  const [status, setStatus] = useState<Status>("idle");

  useEffect(() => {
    currentDevice().then(
      (found) => {
        setDevice(found);
        if (found.state === "on") setTypes(found.types);
      },
      () => setDevice({ state: "off" }),
    );
  }, []);

  const run = async (change: () => Promise<void>) => {
    setStatus("busy");
    try {
      await change();
      setDevice(await currentDevice());
      setStatus("saved");
    } catch (error) {
      setStatus(failure(error));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => turnOn(types, t("install.push.generic")));
  };

  if (!device) return null;
  const on = device.state === "on";
  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby="push-device-title">
      <h2 id="push-device-title">{t("install.push.title")}</h2>
      <p>{t("install.push.intro")}</p>
      {device.state === "unsupported" ? (
        <p>{t("install.push.unsupported")}</p>
      ) : device.state === "denied" || status === "denied" ? (
        <FormMessage tone="error">{t("install.push.denied")}</FormMessage>
      ) : (
        <>
          {on && <p role="status">{t("install.push.on")}</p>}
          <fieldset className="notification-preferences">
            <legend>{t("install.push.legend")}</legend>
            {Object.entries(LABELS).map(([type, label]) => (
              <label key={type} className="checkbox-field">
                <input
                  type="checkbox"
                  checked={types.includes(type as PushType)}
                  onChange={(event) =>
                    setTypes((current) =>
                      event.target.checked
                        ? [...current, type as PushType]
                        : current.filter((kept) => kept !== type),
                    )
                  }
                />
                {t(label)}
              </label>
            ))}
            <p className="field-hint">{t("install.push.savedSearches")}</p>
          </fieldset>
          {status === "saved" && <FormMessage tone="success">{t("install.push.saved")}</FormMessage>}
          {status === "failed" && <FormMessage tone="error">{t("install.push.failed")}</FormMessage>}
          {status === "unreachable" && (
            <FormMessage tone="error">{t("install.push.unreachable")}</FormMessage>
          )}
          {status === "notAllowed" && <FormMessage tone="error">{t("install.push.notAllowed")}</FormMessage>}
          <SubmitButton busy={status === "busy"} busyLabel={t("install.push.saving")}>
            {on ? t("install.push.save") : t("install.push.turnOn")}
          </SubmitButton>
          {on && (
            <button type="button" className="button" onClick={() => void run(turnOff)}>
              {t("install.push.turnOff")}
            </button>
          )}
        </>
      )}
    </form>
  );
}
