import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Schema } from "effect"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { type ServerFieldErrors, KitForm, useKitForm, withFieldGroup } from "./use-kit-form.tsx"

// A form of the kind screens have, with its rules as a Schema carrying its messages (core's way).
const Required = Schema.String.check(Schema.isNonEmpty({ message: "Required" }))
const Person = Schema.Struct({ name: Required, mobile: Required })
const Signup = Schema.Struct({
  main: Person,
  others: Schema.Array(Schema.Struct({ name: Schema.String, mobile: Schema.String })),
  room: Schema.Literals(["single", "double"]),
  kind: Schema.Literals(["email", "sms"]),
  arrival: Required,
  code: Schema.String,
  accepted: Schema.Boolean,
})
type SignupValues = typeof Signup.Type

const start: SignupValues = {
  main: { name: "", mobile: "" },
  others: [{ name: "", mobile: "" }],
  room: "single",
  kind: "email",
  arrival: "",
  code: "",
  accepted: false,
}

const PersonFields = withFieldGroup({
  defaultValues: { name: "", mobile: "" },
  props: { who: "" },
  render: ({ group, who }) => (
    <>
      <group.AppField name="name">{(field) => <field.TextField label={`${who} name`} />}</group.AppField>
      <group.AppField name="mobile">{(field) => <field.MobileNumberField label={`${who} mobile`} />}</group.AppField>
    </>
  ),
})

interface SignupFormProps {
  readonly onSubmit: (values: SignupValues, meta: { readonly via: string }) => void
  readonly serverErrors?: ServerFieldErrors | null
  readonly initial?: SignupValues
}

const SignupForm = ({ onSubmit, serverErrors = null, initial = start }: SignupFormProps) => {
  const { form, submitDisabled } = useKitForm({
    defaultValues: initial,
    schema: Signup,
    onSubmit,
    submitMeta: { via: "enter" },
    serverErrors,
    canSubmit: (values) => values.accepted,
  })
  return (
    <KitForm form={form} aria-label="Sign up">
      <PersonFields form={form} fields="main" who="Main" />
      <PersonFields form={form} fields="others[0]" who="Other" />
      <form.AppField name="room">
        {(field) => (
          <field.SelectField
            label="Room"
            options={[
              { value: "single", label: "Single" },
              { value: "double", label: "Double" },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="kind">
        {(field) => (
          <field.RadioGroupField
            legend="Send by"
            options={[
              { value: "email", label: "E-mail" },
              { value: "sms", label: "SMS" },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="arrival">{(field) => <field.DateField label="Arrival" />}</form.AppField>
      <form.AppField name="code">{(field) => <field.OneTimeCodeField label="Code" />}</form.AppField>
      <form.AppField name="accepted">{(field) => <field.CheckboxField label="I accept" />}</form.AppField>
      <form.SubmitButton disabled={submitDisabled}>Sign up</form.SubmitButton>
      <button type="button" onClick={() => void form.handleSubmit({ via: "other button" })}>
        Other
      </button>
    </KitForm>
  )
}

/** A screen whose model answers a 422: the server's errors come in as a new object. */
const AnsweredForm = ({ answer }: { readonly answer: ServerFieldErrors }) => {
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors | null>(null)
  return <SignupForm onSubmit={() => setServerErrors(answer)} serverErrors={serverErrors} initial={{ ...start, main: { name: "Thandi", mobile: "+27821234567" }, arrival: "2030-01-02", accepted: true }} />
}

describe("the kit's form hook", () => {
  it("says nothing until a field is left, then the Schema's message on it", async () => {
    const user = userEvent.setup()
    render(<SignupForm onSubmit={vi.fn()} />)
    const name = screen.getByLabelText("Main name")
    expect(screen.queryByText("Required")).not.toBeInTheDocument()
    await user.click(name)
    await user.tab()
    expect(name).toHaveAccessibleDescription("Required")
    expect(screen.getByLabelText("Main mobile")).not.toHaveAccessibleDescription()
    await user.type(name, "Thandi")
    expect(name).not.toHaveAccessibleDescription()
  })

  it("refuses an invalid submit: every message shows, focus moves to the first field in error, nothing is sent", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<SignupForm onSubmit={onSubmit} initial={{ ...start, accepted: true }} />)
    await user.click(screen.getByRole("button", { name: "Sign up" }))
    await waitFor(() => expect(screen.getByLabelText("Main name")).toHaveFocus())
    expect(screen.getByLabelText("Main mobile")).toHaveAccessibleDescription("Required")
    expect(screen.getByLabelText("Arrival")).toHaveAccessibleDescription("Required")
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("submits the values typed in every kind of field, with what the submit said", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<SignupForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText("Main name"), "Thandi")
    await user.type(screen.getByLabelText("Main mobile"), "+27 82 123 4567")
    await user.type(screen.getByLabelText("Other name"), "Sipho")
    await user.selectOptions(screen.getByLabelText("Room"), "Double")
    await user.click(screen.getByRole("radio", { name: "SMS" }))
    await user.type(screen.getByLabelText("Arrival"), "2030-01-02")
    await user.type(screen.getByLabelText("Code"), "1234567")
    await user.click(screen.getByRole("checkbox", { name: "I accept" }))
    await user.click(screen.getByRole("button", { name: "Other" }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith(
      {
        main: { name: "Thandi", mobile: "+27 82 123 4567" },
        others: [{ name: "Sipho", mobile: "" }],
        room: "double",
        kind: "sms",
        arrival: "2030-01-02",
        code: "123456",
        accepted: true,
      },
      { via: "other button" },
    )
    expect(screen.getByLabelText("Main mobile")).toHaveAttribute("type", "tel")
    expect(screen.getByLabelText("Code")).toHaveAttribute("autocomplete", "one-time-code")
  })

  it("keeps the submit button disabled while core's rule says so", async () => {
    const user = userEvent.setup()
    render(<SignupForm onSubmit={vi.fn()} />)
    expect(screen.getByRole("button", { name: "Sign up" })).toBeDisabled()
    await user.click(screen.getByRole("checkbox", { name: "I accept" }))
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled()
  })

  it("puts a 422's field errors on their fields by core's paths, keeps the values, and drops each once its field changes", async () => {
    const user = userEvent.setup()
    render(<AnsweredForm answer={{ "main.mobile": ["Not a mobile number"], "others.0.name": ["Too long"] }} />)
    await user.click(screen.getByRole("button", { name: "Sign up" }))
    const mobile = screen.getByLabelText("Main mobile")
    await waitFor(() => expect(mobile).toHaveAccessibleDescription("Not a mobile number"))
    expect(screen.getByLabelText("Other name")).toHaveAccessibleDescription("Too long")
    await waitFor(() => expect(mobile).toHaveFocus())
    expect(mobile).toHaveValue("+27821234567")
    expect(screen.getByLabelText("Main name")).toHaveValue("Thandi")
    await user.type(mobile, "0")
    expect(mobile).not.toHaveAccessibleDescription()
    expect(screen.getByLabelText("Other name")).toHaveAccessibleDescription("Too long")
  })
})

// A request of the kind the meeting and group booking forms send: a required day from a given one, and a count.
const Request = Schema.Struct({ day: Required, guests: Schema.Number.check(Schema.isInt({ message: "A whole number" })) })
type RequestValues = typeof Request.Type

const RequestForm = ({ onSubmit }: { readonly onSubmit: (values: RequestValues) => void }) => {
  const { form, submitDisabled } = useKitForm({ defaultValues: { day: "", guests: 1 }, schema: Request, onSubmit })
  return (
    <KitForm form={form} aria-label="Request">
      <form.AppField name="day">{(field) => <field.DateField label="Day" min="2030-01-01" required />}</form.AppField>
      <form.AppField name="guests">{(field) => <field.CountField label="Guests" min={1} />}</form.AppField>
      <form.SubmitButton disabled={submitDisabled}>Send</form.SubmitButton>
    </KitForm>
  )
}

describe("the kit's day and count fields", () => {
  it("asks for a required day from its first day, and a count with the number keyboard", () => {
    render(<RequestForm onSubmit={vi.fn()} />)
    const day = screen.getByLabelText("Day")
    expect(day).toHaveAttribute("type", "date")
    expect(day).toHaveAttribute("min", "2030-01-01")
    expect(day).toBeRequired()
    const guests = screen.getByLabelText("Guests")
    expect(guests).toHaveAttribute("type", "number")
    expect(guests).toHaveAttribute("inputmode", "numeric")
    expect(guests).toHaveAttribute("min", "1")
    expect(guests).toBeRequired()
    expect(guests).toHaveValue(1)
  })

  it("reads an emptied count as no number (shown empty), and a typed one as the number", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<RequestForm onSubmit={onSubmit} />)
    const guests = screen.getByLabelText("Guests")
    await user.clear(guests)
    expect(guests).toHaveValue(null)
    await user.tab()
    expect(guests).toHaveAccessibleDescription("A whole number")
    await user.type(guests, "12")
    await user.type(screen.getByLabelText("Day"), "2030-01-02")
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ day: "2030-01-02", guests: 12 }, undefined))
  })
})

describe("the kit's cancel-and-submit row", () => {
  const EditForm = ({ onSubmit, onCancel }: { readonly onSubmit: (values: { readonly name: string }) => void; readonly onCancel: () => void }) => {
    const { form } = useKitForm({ defaultValues: { name: "Thandi" }, schema: Schema.Struct({ name: Required }), onSubmit })
    return (
      <KitForm form={form} aria-label="Edit">
        <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
        <form.CancelAndSubmit className="edit__actions" cancel="Cancel" onCancel={onCancel} disabled={false} loading={false}>
          Save
        </form.CancelAndSubmit>
      </KitForm>
    )
  }

  it("cancels without submitting, and submits with its own button", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const onCancel = vi.fn()
    render(<EditForm onSubmit={onSubmit} onCancel={onCancel} />)
    await user.click(screen.getByRole("button", { name: "Cancel" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Thandi" }, undefined))
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("type", "submit")
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveAttribute("type", "button")
  })
})
