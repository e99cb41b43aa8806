; JSON.stringify(<identifier>[, <replacer>])
(call_expression
  function: (member_expression
    object: (identifier) @json
    property: (property_identifier) @method)
  (#eq? @json "JSON")
  (#eq? @method "stringify")
  arguments: (arguments . (_) @value)) @call
