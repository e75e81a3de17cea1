import styled from 'styled-components';

/** A form's fields as one fieldset without a frame: disabling it closes every control at once. */
export const FormFields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
