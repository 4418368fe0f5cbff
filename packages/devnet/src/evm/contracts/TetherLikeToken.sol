// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// A USDT-like ERC-20 with 6 decimals. Like the real Tether token, `transfer`,
/// `transferFrom` and `approve` return nothing instead of a bool, so wallets and
/// SDKs that insist on a return value are exercised against the real shape.
contract TetherLikeToken {
    string public constant name = "Tether USD";
    string public constant symbol = "USDT";
    uint8 public constant decimals = 6;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address[] memory holders, uint256 amountEach) {
        for (uint256 i = 0; i < holders.length; i++) {
            balanceOf[holders[i]] += amountEach;
            totalSupply += amountEach;
            emit Transfer(address(0), holders[i], amountEach);
        }
    }

    function transfer(address to, uint256 value) public {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) public {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "insufficient allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
    }

    function approve(address spender, uint256 value) public {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "transfer to the zero address");
        require(balanceOf[from] >= value, "insufficient balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
