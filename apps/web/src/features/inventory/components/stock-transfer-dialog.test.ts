import { describe, expect, it } from 'vitest';
import { defaultTransferBranches } from './stock-transfer-dialog';

const level = (branchId: string, available: number) => ({
  branchId,
  branchName: branchId,
  onHand: available,
  reserved: 0,
  available,
  minimum: null,
  low: false,
});

describe('defaultTransferBranches', () => {
  it('starts from the branch with the most available, towards another one', () => {
    expect(
      defaultTransferBranches({
        levels: [level('valle', 2), level('sur', 57.5), level('norte', 0)],
      }),
    ).toEqual({ fromBranchId: 'sur', toBranchId: 'valle' });
  });

  it('starts from the first branch when none has any', () => {
    expect(defaultTransferBranches({ levels: [level('valle', 0), level('sur', 0)] })).toEqual({
      fromBranchId: 'valle',
      toBranchId: 'sur',
    });
  });

  it('has nowhere to go with a single branch', () => {
    expect(defaultTransferBranches({ levels: [level('valle', 5)] })).toEqual({
      fromBranchId: 'valle',
      toBranchId: '',
    });
  });
});
