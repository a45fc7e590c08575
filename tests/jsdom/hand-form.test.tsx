/**
 * The hand form (issue 22) in jsdom, in both units: values typed in inches are kept in mm, the unit
 * switch converts what is shown, bad values get a message on their field (never clamped), and the
 * how-to-measure drawing has a text alternative.
 */
import { ChakraProvider } from '@chakra-ui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { handFormText, measureSteps } from '../../web/features/fit/fit-text'
import { HandForm, type HandFormProps } from '../../web/features/fit/hand-form'
import { MeasureIllustration } from '../../web/features/fit/measure-illustration'
import type { HandProfile, LengthUnit } from '../../web/lib/hand-profile'
import { getSystem } from '../../web/theme/system'

function renderForm(props: Partial<HandFormProps> = {}) {
  const onSubmit = vi.fn<(hand: HandProfile) => void>()
  const onUnitChange = vi.fn<(unit: LengthUnit) => void>()
  const onClear = vi.fn()
  render(
    <ChakraProvider value={getSystem()}>
      <HandForm hand={null} unit="mm" onSubmit={onSubmit} onUnitChange={onUnitChange} onClear={onClear} {...props} />
    </ChakraProvider>,
  )
  return { onSubmit, onUnitChange, onClear }
}

const length = () => screen.getByTestId('hand-length') as HTMLInputElement
const breadth = () => screen.getByTestId('hand-breadth') as HTMLInputElement
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: handFormText.save }))

describe('the hand form in millimetres', () => {
  it('submits the hand in mm with the grip', () => {
    const { onSubmit } = renderForm()
    expect(screen.getByLabelText('Hand length (mm)')).toBe(length())
    expect(screen.getByLabelText('Hand breadth (mm)')).toBe(breadth())
    type(length(), '190')
    type(breadth(), '85.5')
    fireEvent.click(screen.getByRole('radio', { name: /Claw/ }))
    save()
    expect(onSubmit).toHaveBeenCalledWith({ lengthMm: 190, breadthMm: 85.5, grip: 'claw' })
  })

  it('says what is missing or wrong on each field, and submits nothing', () => {
    const { onSubmit } = renderForm()
    save()
    expect(screen.getByText(handFormText.missingLength)).toBeInTheDocument()
    expect(screen.getByText(handFormText.missingBreadth)).toBeInTheDocument()
    expect(screen.getByText(handFormText.missingGrip)).toBeInTheDocument()
    expect(length()).toHaveAttribute('aria-invalid', 'true')
    expect(length()).toHaveAccessibleDescription(handFormText.missingLength)
    expect(document.activeElement).toBe(length())

    type(length(), '19')
    type(breadth(), 'wide')
    fireEvent.click(screen.getByRole('radio', { name: /Palm/ }))
    save()
    expect(screen.getByText(handFormText.lengthRange('mm'))).toBeInTheDocument()
    expect(screen.getByText(handFormText.notANumber)).toBeInTheDocument()
    expect(handFormText.lengthRange('mm')).toBe('Hand length must be between 120 and 260 mm.')
    expect(onSubmit).not.toHaveBeenCalled()

    type(length(), '1900')
    type(breadth(), '85')
    save()
    expect(screen.getByText(handFormText.lengthRange('mm'))).toBeInTheDocument()
    expect(screen.queryByText(handFormText.notANumber)).toBeNull()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows the current hand and offers to clear it', () => {
    const { onClear } = renderForm({ hand: { lengthMm: 182.5, breadthMm: 80, grip: 'fingertip' } })
    expect(length().value).toBe('182.5')
    expect(breadth().value).toBe('80')
    expect(screen.getByRole('radio', { name: /Fingertip/ })).toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: handFormText.clear }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('has nothing to clear without a hand', () => {
    renderForm()
    expect(screen.queryByRole('button', { name: handFormText.clear })).toBeNull()
  })
})

describe('the hand form in inches', () => {
  it('takes inches and keeps the hand in mm', () => {
    const { onSubmit } = renderForm({ unit: 'in' })
    expect(screen.getByLabelText('Hand length (in)')).toBe(length())
    type(length(), '7.5')
    type(breadth(), '3,35')
    fireEvent.click(screen.getByRole('radio', { name: /Palm/ }))
    save()
    expect(onSubmit).toHaveBeenCalledWith({ lengthMm: 190.5, breadthMm: 85.1, grip: 'palm' })
  })

  it('shows the current hand in inches, and its bounds in inches', () => {
    const { onSubmit } = renderForm({ unit: 'in', hand: { lengthMm: 190, breadthMm: 85, grip: 'claw' } })
    expect(length().value).toBe('7.48')
    expect(breadth().value).toBe('3.35')
    type(length(), '190')
    save()
    expect(screen.getByText('Hand length must be between 4.72 and 10.24 in.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('converts the values shown when the unit is switched, both ways', () => {
    const { onSubmit, onUnitChange } = renderForm()
    const inches = screen.getByRole('button', { name: 'inches' })
    const mm = screen.getByRole('button', { name: 'mm' })
    expect(mm).toHaveAttribute('aria-pressed', 'true')
    type(length(), '190')
    type(breadth(), '85')
    fireEvent.click(inches)
    expect(onUnitChange).toHaveBeenLastCalledWith('in')
    expect(inches).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText('Hand length (in)')).toHaveValue('7.48')
    expect(screen.getByLabelText('Hand breadth (in)')).toHaveValue('3.35')
    fireEvent.click(mm)
    expect(onUnitChange).toHaveBeenLastCalledWith('mm')
    // Back within the 0.1 mm the hand is kept to.
    expect(length().value).toBe('190')
    expect(breadth().value).toBe('85.1')
    fireEvent.click(screen.getByRole('radio', { name: /Claw/ }))
    save()
    expect(onSubmit).toHaveBeenCalledWith({ lengthMm: 190, breadthMm: 85.1, grip: 'claw' })
  })

  it('leaves what is not a number as typed when switching', () => {
    renderForm()
    type(length(), 'about 19 cm')
    fireEvent.click(screen.getByRole('button', { name: 'inches' }))
    expect(length().value).toBe('about 19 cm')
  })
})

describe('the how-to-measure drawing', () => {
  it('is an image with a name and a description, and the steps are written out', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <MeasureIllustration />
      </ChakraProvider>,
    )
    const image = screen.getByRole('img', { name: /How to measure your hand/ })
    expect(image).toHaveAccessibleName(`How to measure your hand ${measureSteps.length} ${measureSteps.breadth}`)
    expect(screen.getByText(measureSteps.length, { selector: 'p' })).toBeInTheDocument()
    // The drawing follows the theme: the hand in currentColor.
    expect(image.querySelector('[data-testid="hand-outline"] path')).toHaveAttribute('fill', 'currentColor')
  })
})

/** The form as the page uses it: the hand it shows changes when it is submitted. */
function Controlled() {
  const [hand, setHand] = useState<HandProfile | null>(null)
  const [unit, setUnit] = useState<LengthUnit>('mm')
  return (
    <ChakraProvider value={getSystem()}>
      <HandForm key={hand ? `${hand.lengthMm}` : 'none'} hand={hand} unit={unit} onSubmit={setHand} onUnitChange={setUnit} onClear={() => setHand(null)} />
      <output data-testid="kept">{hand ? JSON.stringify(hand) : 'none'}</output>
    </ChakraProvider>
  )
}

describe('set, change and clear', () => {
  it('keeps what was set, changes it and clears it', () => {
    render(<Controlled />)
    type(length(), '7.25')
    fireEvent.click(screen.getByRole('button', { name: 'inches' }))
    expect(length().value).toBe('0.29')
    // 0.29 in is no hand: fix it in inches.
    type(length(), '7.25')
    type(breadth(), '3.3')
    fireEvent.click(screen.getByRole('radio', { name: /Fingertip/ }))
    save()
    expect(screen.getByTestId('kept')).toHaveTextContent('{"lengthMm":184.2,"breadthMm":83.8,"grip":"fingertip"}')
    type(length(), '7.5')
    save()
    expect(screen.getByTestId('kept')).toHaveTextContent('"lengthMm":190.5')
    fireEvent.click(screen.getByRole('button', { name: handFormText.clear }))
    expect(screen.getByTestId('kept')).toHaveTextContent('none')
    expect(length().value).toBe('')
  })
})
